// The warning an advisor sees before sharing a presentation built on a sample product (the wizard's
// review step and the presentation's share panel): a warning, not a blocker.
import { Alert } from '@/components/ui/alert';

import { SAMPLE_PRESENTATION_WARNING, sampleProductsUsed } from '@pitchcraft/core';

export function SampleProductWarning({
  names,
  className,
}: {
  names: readonly string[];
  className?: string;
}) {
  return (
    <Alert
      tone="warning"
      title={`Built on a sample product: ${names.join(', ')}`}
      className={className}
      data-testid="sample-product-warning"
    >
      {SAMPLE_PRESENTATION_WARNING}
    </Alert>
  );
}

/** The warning for a saved presentation, when its stored facts or its text use a sample product; else nothing. */
export function PresentationSampleWarning({
  presentation,
  className,
}: {
  presentation: { clientData: unknown; document: { sections: readonly { html: string }[] } | null };
  className?: string;
}) {
  const names = sampleProductsUsed(
    presentation.clientData,
    presentation.document?.sections.map((section) => section.html) ?? [],
  );
  return names.length > 0 ? <SampleProductWarning names={names} className={className} /> : null;
}
