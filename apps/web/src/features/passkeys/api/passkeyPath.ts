import { API } from '@portal/contract/http';

export const passkeyPath = (id: number) => API.passkey.replace(':id', String(id));
