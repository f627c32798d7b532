export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden>
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M10 23V9h7a5 5 0 0 1 0 10h-4v4z" fill="#fff" />
        <circle cx="17" cy="14" r="2" className="fill-brand-700" />
      </svg>
      <span className="text-lg font-semibold tracking-tight text-navy-900 dark:text-white">
        Pitchcraft
      </span>
    </span>
  );
}
