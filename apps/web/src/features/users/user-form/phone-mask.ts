/** SPEC.md §5's mask (###)###-####, filled in as digits are typed; more than ten digits are kept so the rule can say so. */
export const maskPhone = (typed: string): string => {
  const digits = typed.replace(/\D/g, '');
  if (digits.length > 10) return digits;
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)})${digits.slice(3)}`;
  return `(${digits.slice(0, 3)})${digits.slice(3, 6)}-${digits.slice(6)}`;
};
