/** Ten digits shown as (###) ###-#### (SPEC.md §4 display of phone numbers); anything else as given. */
export const formatPhone = (value: string | null | undefined): string => {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits.length !== 10) return value ?? '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
};
