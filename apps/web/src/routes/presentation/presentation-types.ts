// The shapes the owner's view works with, as the API returns them.
import type { RouterOutputs } from '@pitchcraft/api';

export type Presentation = RouterOutputs['presentations']['get'];
type PresentationDocument = NonNullable<Presentation['document']>;
export type DocumentSection = PresentationDocument['sections'][number];
export type PresentationFigures = NonNullable<Presentation['figures']>;
type VersionList = RouterOutputs['presentations']['versions']['list'];
export type VersionItem = VersionList['items'][number];

/** Where the owner's view frames a presentation (or one of its versions) from. */
export const contentPath = (id: string) => `/content/presentations/${encodeURIComponent(id)}`;
