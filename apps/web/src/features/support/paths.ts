import { apiPath } from '@portal/contract/http';
import { pathOf } from '../../lib/routes/routes';

/** /support/people/:id */
export const personPath = (id: number) => apiPath(pathOf('support.person'), { id });

/** What the search hands the person's page: the reason the agent typed, asked again when absent (a reload). */
export interface PersonPageState {
  reason: string;
}
