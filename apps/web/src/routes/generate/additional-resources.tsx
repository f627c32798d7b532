// The preview's Additional Resources: Download, Share (needs a saved presentation), New Presentation.
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Download, FilePlus2, Share2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';

interface AdditionalResourcesProps {
  savedPresentationId: string | null;
  onDownload: () => void;
  onNewPresentation: () => void;
}

function ResourceCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        <div>
          <h3 className="font-semibold text-navy-900 dark:text-white">{title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      </div>
      <div className="mt-auto">{children}</div>
    </Card>
  );
}

export function AdditionalResources({
  savedPresentationId,
  onDownload,
  onNewPresentation,
}: AdditionalResourcesProps) {
  return (
    <section aria-labelledby="resources-title" className="mt-8">
      <h2 id="resources-title" className="mb-4 text-lg font-semibold text-navy-900 dark:text-white">
        Additional Resources
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        <ResourceCard
          icon={Download}
          title="Download"
          description="A single HTML file that works offline, ready to e-mail or archive."
        >
          <Button variant="outline" className="w-full" onClick={onDownload}>
            Download HTML
          </Button>
        </ResourceCard>
        <ResourceCard
          icon={Share2}
          title="Share"
          description="Send your client a private link to view the presentation online."
        >
          {savedPresentationId ? (
            <Link
              to={`/presentation/${savedPresentationId}`}
              className={buttonClasses('outline', 'md', 'w-full')}
            >
              Share Presentation
            </Link>
          ) : (
            <Button
              variant="outline"
              className="w-full"
              onClick={() =>
                toast.error('Save required', {
                  description: 'You need to save the presentation before sharing',
                })
              }
            >
              Share Presentation
            </Button>
          )}
        </ResourceCard>
        <ResourceCard
          icon={FilePlus2}
          title="New Presentation"
          description="Start again for another client or with different settings."
        >
          <Button variant="outline" className="w-full" onClick={onNewPresentation}>
            New Presentation
          </Button>
        </ResourceCard>
      </div>
    </section>
  );
}
