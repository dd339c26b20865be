// The mail providers CVs use (issue 12): OCR repairs a misread address only towards one of them,
// and an OCR'd address at one of them is trusted.

/** Mail providers most CVs in Peru and Latin America use (the domain after "@"). */
export const mailProviderDomains: readonly string[] = [
  'gmail.com',
  'hotmail.com',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'yahoo.com',
  'yahoo.es',
  'yahoo.com.pe',
  'yahoo.com.mx',
  'yahoo.com.ar',
  'live.com',
  'icloud.com',
  'protonmail.com',
  'proton.me',
  'msn.com',
  'mail.com',
];
