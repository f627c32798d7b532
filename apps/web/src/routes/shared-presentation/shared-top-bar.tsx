// The shared page's slim top bar (the advisor's logo and name, the client's name, Download, Print
// as PDF), which the visitor can hide. Without the advisor's logo it shows our mark.
import { ChevronDown, ChevronUp, Download, Printer } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { Button } from '@/components/ui/button';

/** The advisor who shares the presentation, as the public page may show them. */
export interface SharedBrand {
  logo: string | null;
  advisorName: string;
  company: string;
}

function BrandMark({ brand }: { brand: SharedBrand | null }) {
  if (brand?.logo) {
    const owner = brand.company.trim() || brand.advisorName.trim() || 'Advisor';
    return <img src={brand.logo} alt={`${owner} logo`} width={96} height={32} className="h-8 w-auto max-w-20 shrink-0 object-contain sm:max-w-36" />;
  }
  // Our mark; its word only where there is room for it.
  return <Logo className="shrink-0 [&>span]:hidden sm:[&>span]:inline" />;
}

interface TopBarProps {
  clientName: string;
  brand: SharedBrand | null;
  visible: boolean;
  onToggle: () => void;
  onDownload: () => void;
  onPrint: () => void;
  printing: boolean;
}

export function SharedTopBar({ clientName, brand, visible, onToggle, onDownload, onPrint, printing }: TopBarProps) {
  if (!visible) {
    return (
      <div className="pointer-events-none fixed top-2 right-2 z-40 sm:top-3 sm:right-4">
        <Button
          variant="outline"
          size="sm"
          onClick={onToggle}
          className="pointer-events-auto rounded-full bg-white/90 shadow-md backdrop-blur dark:bg-navy-900/90"
          aria-expanded={false}
          aria-controls="shared-top-bar"
        >
          <ChevronDown className="h-4 w-4" aria-hidden />
          Show top bar
        </Button>
      </div>
    );
  }
  return (
    <header id="shared-top-bar" className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md dark:border-navy-800 dark:bg-navy-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <BrandMark brand={brand} />
          <div className="min-w-0 border-l border-slate-200 pl-3 dark:border-navy-700">
            <p className="truncate text-[11px] font-semibold tracking-wider text-brand-700 uppercase dark:text-brand-300">
              {brand?.advisorName.trim() ? (
                <>
                  <span className="sr-only">Prepared by </span>
                  {brand.advisorName}
                  {brand.company.trim() && <span className="hidden sm:inline"> · {brand.company}</span>}
                </>
              ) : (
                'Insurance Recommendations'
              )}
            </p>
            <h1 className="truncate text-base font-semibold text-navy-900 sm:text-lg dark:text-white">{clientName}</h1>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <Button variant="outline" size="sm" onClick={onDownload} aria-label="Download" className="px-2.5 sm:px-3">
            <Download className="h-4 w-4" aria-hidden />
            <span className="hidden sm:inline">Download</span>
          </Button>
          <Button size="sm" onClick={onPrint} loading={printing} aria-label="Print as PDF" className="px-2.5 sm:px-3">
            {!printing && <Printer className="h-4 w-4" aria-hidden />}
            <span className="hidden sm:inline">Print as PDF</span>
          </Button>
          <Button variant="ghost" size="icon" onClick={onToggle} aria-label="Hide top bar" aria-expanded aria-controls="shared-top-bar">
            <ChevronUp className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>
    </header>
  );
}
