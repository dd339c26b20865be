// The complaints-book form (spec/secondary.md §2.3, §3.1, §5.1). It validates with the shared
// `claimInputSchema`, the one the server checks the request with, so both hold a claim to the same
// rules; the form's values are that schema's input and what it outputs is the request body.
import {
  claimDepartments,
  claimDocumentTypeLabels,
  claimDocumentTypes,
  claimTypeDescriptions,
  claimTypeLabels,
  claimMessages,
  claimTypes,
  commonErrorCodes,
  type ClaimInput,
} from '@cvlisto/shared';
import { ApiRequestError } from '../../lib/api-client';

export const documentTypeOptions = claimDocumentTypes.map((value) => ({
  value,
  label: claimDocumentTypeLabels[value],
}));

export const claimTypeOptions = claimTypes.map((value) => ({
  value,
  label: claimTypeLabels[value],
  description: claimTypeDescriptions[value],
}));

export const claimDepartmentOptions = claimDepartments.map((value) => ({ value, label: value }));

/** Every field present, as text inputs and unchecked boxes start. */
export type ClaimFormValues = Required<ClaimInput>;

export const emptyClaimForm: ClaimFormValues = {
  document_type: 'dni',
  document_number: '',
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  is_minor: false,
  guardian_name: '',
  guardian_document_number: '',
  department: '',
  province: '',
  district: '',
  address: '',
  claim_department: 'Producto o Servicio',
  claim_type: 'reclamo',
  service: '',
  amount_claimed: '',
  details: '',
  request: '',
  consent: false,
};

/**
 * What the form says when sending failed, one line per paragraph. Over the limit the server's
 * "espera unos minutos" stands alone (issue 17: it followed "Por favor intenta nuevamente", which
 * told the visitor the opposite); a validation error adds the server's detail to the generic line.
 */
export function describeClaimFailure(failure: Error): string[] {
  if (failure instanceof ApiRequestError && failure.code === commonErrorCodes.tooManyRequests) {
    return [failure.message || claimMessages.tooMany];
  }
  if (failure instanceof ApiRequestError && failure.code === commonErrorCodes.validation) {
    return [claimMessages.submitFailed, failure.message];
  }
  return [claimMessages.submitFailed];
}
