import { attentionResponse } from '@portal/contract/attention';
import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

export const getAttention = () => apiRequest(API.userAttention, { schema: attentionResponse });
