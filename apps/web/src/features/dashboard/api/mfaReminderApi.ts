import { API } from '@portal/contract/http';
import { apiRequest } from '../../../lib/api/client';

export const dismissMfaReminder = () => apiRequest(API.mfaReminderDismiss, { method: 'POST' });
