// A faithful English version of every field the test CV (analyse/test-cv.ts) offers for
// translation once optimised, by path: what a good model answers. The fact guard must let all of it
// through, and the pipeline tests use it as the scripted model's answer.

export const faithfulTestTranslation: Readonly<Record<string, string>> = {
  'contact.headline': 'Accounting Analyst',
  summary:
    'Accounting analyst with 6 years of experience in commercial companies and the public sector. Proficient in SIAF, SAP and advanced Excel; focused on timely accounting closes and tax compliance. Experience in monthly closings, reconciliations and reports for the finance management.',
  'experience.0.title': 'Accounting Analyst',
  'experience.0.bullets.0': 'Prepared the monthly financial statements of 3 group companies.',
  'experience.0.bullets.1': 'Cut the accounting close from 10 to 6 days.',
  'experience.0.bullets.2': 'Reconciled 40 bank accounts every month in SAP.',
  'experience.0.bullets.3': 'Prepared the monthly VAT (IGV) and income tax returns for SUNAT.',
  'experience.1.title': 'Accounting Assistant',
  'experience.1.bullets.0': 'Recorded budget execution in SIAF.',
  'experience.1.bullets.1': 'Served 200 suppliers a month at the treasury office.',
  'experience.1.bullets.2': 'Supported the preparation of the institutional budget.',
  'experience.2.title': 'Accounting Intern',
  'experience.2.bullets.0': 'Recorded purchases and sales of 15 clients in the accounting system.',
  'experience.2.bullets.1': 'Prepared weekly bank reconciliations and cash counts.',
  'education.0.degree': "Bachelor's degree in Accounting",
  'education.0.details.0': 'Top fifth of the graduating class.',
  'skills.0.name': 'Tools',
  'skills.0.items.2': 'Advanced Excel',
  'skills.1.name': 'Knowledge',
  'skills.1.items.0': 'Government accounting',
  'skills.1.items.1': 'Taxation',
  'skills.1.items.2': 'IFRS',
  'languages.0.name': 'English',
  'languages.0.level': 'Intermediate',
  'certifications.0.name': 'Specialization in Government Accounting',
};
