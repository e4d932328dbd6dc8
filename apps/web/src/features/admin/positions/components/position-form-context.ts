import type { AdminPositionInput, AdminPositionValues } from '@roadhire/shared';
import { useFormContext } from 'react-hook-form';

/** The position form, as each of its fieldsets reaches it (the form provides it). */
export function usePositionForm() {
  return useFormContext<AdminPositionInput, unknown, AdminPositionValues>();
}
