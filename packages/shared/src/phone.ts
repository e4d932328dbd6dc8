/**
 * A North American number as recruiters read it, on screen and in the PDFs: "(416) 555-0123",
 * "+1 (416) 555-0123"; any other number as given.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (ten.length !== 10) return phone;
  const local = `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
  return ten === digits ? local : `+1 ${local}`;
}
