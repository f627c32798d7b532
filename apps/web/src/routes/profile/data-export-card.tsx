// "Your data": everything the advisor holds, as one ZIP (GET /exports/archive) — subscribed or not.
// A plain same-origin link: the browser downloads the archive while the server writes it.
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Download } from 'lucide-react';

const ARCHIVE_URL = '/exports/archive';

export function DataExportCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          Download everything you hold in Pitchcraft as one ZIP file: your profile, clients,
          presentations with every version, timelines, client responses and follow-ups. It is yours
          whether or not you subscribe.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <a
          href={ARCHIVE_URL}
          download
          className={buttonClasses('outline', 'md', 'w-full sm:w-auto')}
          data-testid="download-archive"
        >
          <Download className="h-4 w-4" aria-hidden />
          Download all my data
        </a>
      </CardContent>
    </Card>
  );
}
