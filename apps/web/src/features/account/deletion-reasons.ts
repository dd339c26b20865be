// The account deletion dialog's rules (spec/core.md §3 deleted_users_reasons, §5): at least one
// reason, and 'Otro' only with its text. The server checks the same.
import type { DeletionReasons } from './api/delete-account';

export type ReasonKey = Exclude<keyof DeletionReasons, 'other_selected' | 'other_reason'>;

/** The reasons in the order of deleted_users_reasons, with their Spanish labels. */
export const deletionReasons: ReadonlyArray<{ key: ReasonKey; label: string }> = [
  { key: 'not_using', label: 'Ya no uso la aplicación' },
  { key: 'cv_issues', label: 'Tuve problemas con mis CVs' },
  { key: 'dont_understand_result', label: 'No entendí el resultado' },
  { key: 'dont_understand_app', label: 'No entendí cómo usar la aplicación' },
  { key: 'more_features', label: 'Necesito más funciones' },
];

export const noReasonMessage = 'Por favor selecciona al menos una razón';

export type DeletionChoice = {
  chosen: ReadonlySet<ReasonKey>;
  otherSelected: boolean;
  otherReason: string;
};

/**
 * The request body when the choice is valid, else null (the delete button stays disabled).
 *
 * @example deletionRequest({ chosen: new Set(), otherSelected: true, otherReason: ' ' }) // null
 */
export function deletionRequest({
  chosen,
  otherSelected,
  otherReason,
}: DeletionChoice): DeletionReasons | null {
  const trimmed = otherReason.trim();
  if (chosen.size === 0 && !otherSelected) return null;
  if (otherSelected && trimmed === '') return null;
  return {
    not_using: chosen.has('not_using'),
    cv_issues: chosen.has('cv_issues'),
    dont_understand_result: chosen.has('dont_understand_result'),
    dont_understand_app: chosen.has('dont_understand_app'),
    more_features: chosen.has('more_features'),
    other_selected: otherSelected,
    other_reason: otherSelected ? trimmed : null,
  };
}
