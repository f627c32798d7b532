// A page's loading state: placeholder blocks in the page's frame, so the route's fallback and the
// page's own wait for data look alike and nothing jumps when the data arrives.
import { Skeleton } from '@/components/ui/skeleton';

interface PageLoadingProps {
  /** What is loading, for assistive technology ("Loading review"). */
  label: string;
  /** The placeholders' sizes, top to bottom (Skeleton class names). */
  blocks: readonly string[];
}

export function PageLoading({ label, blocks }: PageLoadingProps) {
  return (
    <div
      className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6"
      role="status"
      aria-label={label}
    >
      {blocks.map((block, i) => (
        <Skeleton key={i} className={block} />
      ))}
    </div>
  );
}

const FALLBACK_BLOCKS = ['h-8 w-64', 'h-4 w-96 max-w-full', 'h-64 w-full'] as const;

export function PageFallback() {
  return <PageLoading label="Loading" blocks={FALLBACK_BLOCKS} />;
}
