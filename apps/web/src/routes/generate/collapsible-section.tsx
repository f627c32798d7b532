// A form section the advisor opens when it concerns the client: collapsed unless `openByDefault`
// (the client's goals call for it, or one of its fields holds a value) until the advisor shows or
// hides it; always open while one of its fields is marked invalid, so the mark can be seen.
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';

import { FormSection } from './form-section';

interface CollapsibleSectionProps {
  icon: LucideIcon;
  title: string;
  description: string;
  openByDefault: boolean;
  hasErrors: boolean;
  children: ReactNode;
}

export function CollapsibleSection({
  icon,
  title,
  description,
  openByDefault,
  hasErrors,
  children,
}: CollapsibleSectionProps) {
  const panelId = useId();
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = hasErrors || (chosen ?? openByDefault);
  return (
    <FormSection
      icon={icon}
      title={title}
      description={description}
      action={
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? 'Hide' : 'Show'} ${title}`}
          onClick={() => setChosen(!open)}
        >
          {open ? 'Hide' : 'Show'}
          <ChevronDown
            className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </Button>
      }
    >
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </FormSection>
  );
}
