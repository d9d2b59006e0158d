import { unwrap, type components } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';

export type ContactBranchInput = components['schemas']['ContactBranchInput'];
export type ContactReceipt = components['schemas']['ContactRequestReceipt'];

/** `POST /contact-branch`: the branch gets the message by e-mail; the answer carries its reference. */
export function sendContactMessage(body: ContactBranchInput): Promise<ContactReceipt> {
  return unwrap(apiClient.POST('/contact-branch', { body }));
}
