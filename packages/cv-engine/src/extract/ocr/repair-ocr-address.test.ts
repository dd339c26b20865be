import { describe, expect, it } from 'vitest';

import { isValidEmailAddress, repairOcrEmail, repairOcrUrl } from './repair-ocr-address';

describe('isValidEmailAddress', () => {
  it('accepts the addresses CVs show and rejects broken ones', () => {
    expect(isValidEmailAddress('ana.torres@gmail.com')).toBe(true);
    expect(isValidEmailAddress('r_salazar-91@alumni.uni.edu.pe')).toBe(true);
    expect(isValidEmailAddress('ana.torres@gmail')).toBe(false);
    expect(isValidEmailAddress('ana..torres@gmail.com')).toBe(false);
    expect(isValidEmailAddress('ana@torres@gmail.com')).toBe(false);
    expect(isValidEmailAddress('ana.torres@gmail.c0m')).toBe(false);
  });
});

describe('repairOcrEmail', () => {
  it('keeps a valid address as read', () => {
    expect(repairOcrEmail('ana.torres@gmail.com')).toEqual({
      text: 'ana.torres@gmail.com',
      status: 'valid',
    });
    // An unknown domain that is valid is the candidate's own: nothing to repair.
    expect(repairOcrEmail('ana@estudiolegal.pe').status).toBe('valid');
  });

  it("reads back a provider's domain one OCR confusion away", () => {
    expect(repairOcrEmail('ana.torres@gmai1.com').text).toBe('ana.torres@gmail.com');
    expect(repairOcrEmail('luis.rojas@hotmaii.com').text).toBe('luis.rojas@hotmail.com');
    expect(repairOcrEmail('luis.rojas@0utlook.es').text).toBe('luis.rojas@outlook.es');
    expect(repairOcrEmail('luis.rojas@yah0o.com').status).toBe('repaired');
  });

  it('keeps an address set in capitals in capitals', () => {
    expect(repairOcrEmail('ANA.TORRES@GMAIL.COM')).toEqual({
      text: 'ANA.TORRES@GMAIL.COM',
      status: 'valid',
    });
    expect(repairOcrEmail('ANA.TORRES@GMAI1.COM').text).toBe('ANA.TORRES@GMAIL.COM');
    expect(repairOcrUrl('1INKEDIN.COM/IN/ANA-TORRES').text).toBe('LINKEDIN.COM/IN/ANA-TORRES');
  });

  it('reads back a top-level domain that does not exist', () => {
    expect(repairOcrEmail('ana.torres@gmail.corn')).toEqual({
      text: 'ana.torres@gmail.com',
      status: 'repaired',
    });
    expect(repairOcrEmail('c.quispe@estudio-contable.corn').text).toBe(
      'c.quispe@estudio-contable.com',
    );
  });

  it('undoes spaces inside the address, an "@" read as "(a)" or "©", and a trailing full stop', () => {
    expect(repairOcrEmail('ana.torres @ gmail.com').text).toBe('ana.torres@gmail.com');
    expect(repairOcrEmail('ana.torres(a)gmail.com').text).toBe('ana.torres@gmail.com');
    expect(repairOcrEmail('ana.torres©gmail.com').text).toBe('ana.torres@gmail.com');
    expect(repairOcrEmail('ana.torres@gmail.com.').text).toBe('ana.torres@gmail.com');
  });

  it('puts back an "@" dropped before a provider\'s domain, unless a letter there may be it', () => {
    expect(repairOcrEmail('ana.torres91gmail.com')).toEqual({
      text: 'ana.torres91@gmail.com',
      status: 'repaired',
    });
    expect(repairOcrEmail('luis_rojashotmail.com').text).toBe('luis_rojas@hotmail.com');
    // "marianagmail.com": "mariana@" or "marian" and an "@" read as "a"? Kept as read.
    expect(repairOcrEmail('marianagmail.com')).toEqual({
      text: 'marianagmail.com',
      status: 'doubtful',
    });
    expect(repairOcrEmail('gmail.com').status).toBe('doubtful');
  });

  it('keeps the local part as read: nothing says what it should be', () => {
    expect(repairOcrEmail('ana.t0rres@gmai1.com').text).toBe('ana.t0rres@gmail.com');
  });

  it('keeps as read, and reports, what needs more than one confusion or cannot be made valid', () => {
    expect(repairOcrEmail('ana.torres@grnaiI.com')).toEqual({
      text: 'ana.torres@grnaiI.com',
      status: 'doubtful',
    });
    expect(repairOcrEmail('ana.torres@gma1I.c0rn')).toEqual({
      text: 'ana.torres@gma1I.c0rn',
      status: 'doubtful',
    });
    expect(repairOcrEmail('ana torres gmail').status).toBe('doubtful');
    expect(repairOcrEmail('ana@@gmail.com').status).toBe('doubtful');
  });
});

describe('repairOcrUrl', () => {
  it("reads back a site's host one confusion away and keeps the handle", () => {
    expect(repairOcrUrl('1inkedin.com/in/ana-torres')).toEqual({
      text: 'linkedin.com/in/ana-torres',
      status: 'repaired',
    });
    expect(repairOcrUrl('https://www.github.corn/anatorres1').text).toBe(
      'https://www.github.com/anatorres1',
    );
  });

  it('keeps valid and unknown addresses as read', () => {
    expect(repairOcrUrl('www.anatorres.pe')).toEqual({ text: 'www.anatorres.pe', status: 'valid' });
    expect(repairOcrUrl('anatorres.github.io').status).toBe('valid');
    expect(repairOcrUrl('ana torres').status).toBe('doubtful');
    expect(repairOcrUrl('1lnkedln.com/in/ana').status).toBe('doubtful');
  });

  it('puts back a scheme and "www." OCR ran together before a well-known site only', () => {
    expect(repairOcrUrl('https:/Avww.linkedin.com/in/rosa-quispe').text).toBe(
      'https://www.linkedin.com/in/rosa-quispe',
    );
    expect(repairOcrUrl('https://www.linkedin.com/in/rosa-quispe').status).toBe('valid');
    // An unknown site: nothing tells what the prefix was.
    expect(repairOcrUrl('https:/Avww.quispe-consultores.pe').status).not.toBe('repaired');
  });
});
