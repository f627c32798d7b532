// Export models of real presentations: the offline writer's documents for the evaluation
// clients, through the export model builder, as a server would make them.
import {
  analyseNeeds,
  createClientFormDefaults,
  createSalesStrategyDefaults,
  needsInputFromClient,
  ZClientFormData,
  ZSalesStrategy,
  type TDetailLevel,
} from '@pitchcraft/core';
import { buildOfflineDocument } from '@pitchcraft/core/document';
import { EVAL_CLIENTS, type TEvalClient } from '@pitchcraft/core/testing';

import { exportModel } from '../../model/build';
import type { TExportDocument, TExportImage } from '../../model/types';

const ADVISOR = {
  name: 'James Chen',
  company: 'Northstar Financial',
  phone: '(416) 555-0142',
  email: 'james@example.com',
  jurisdiction: 'CA' as const,
};

export function realModel(
  key: TEvalClient,
  detail: TDetailLevel,
  logo: TExportImage | null = null,
): TExportDocument {
  const { client: form, strategy } = EVAL_CLIENTS[key];
  const client = ZClientFormData.parse({
    ...createClientFormDefaults(),
    ...form,
    detailLevel: detail,
  });
  const analysis = analyseNeeds(needsInputFromClient(client));
  const document = buildOfflineDocument({
    client,
    strategy: ZSalesStrategy.parse({ ...createSalesStrategyDefaults(), ...strategy }),
    advisor: ADVISOR,
    analysis,
    now: new Date('2026-01-15T12:00:00Z'),
  });
  return exportModel(document, analysis, { logo });
}
