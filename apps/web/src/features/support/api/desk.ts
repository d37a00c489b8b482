import { API } from '@portal/contract/http';
import { personSearchResponse, staffListResponse, staffMeResponse, type FoundPerson, type PersonSearchRequest, type StaffMe } from '@portal/contract/support';
import { apiRequest } from '../../../lib/api/client';

/** GET /api/support/me: who works the desk in this session; 404 when this session is no desk's. */
export async function getStaffMe(): Promise<StaffMe> {
  return (await apiRequest(API.supportMe, { schema: staffMeResponse })).data;
}

/** POST /api/support/people/search: one exact value of one kind, with the agent's reason. */
export async function searchPeople(request: PersonSearchRequest): Promise<FoundPerson[]> {
  return (await apiRequest(API.supportPeopleSearch, { method: 'POST', body: request, schema: personSearchResponse })).data;
}

/** GET /api/support/agents (admins): every staff member. */
export async function getAgents() {
  return (await apiRequest(API.supportAgents, { schema: staffListResponse })).data;
}
