// Words that tell what kind of thing a short line of a CV names (issue 12): an organisation, a
// role, a degree or a school. Matched folded (no accents, lower case) on word boundaries. Used to
// judge how sure a reading is (a "title" carrying a legal suffix was probably the employer).

/** Legal forms and words that name an organisation ("Comercial Andina S.A.C.", "Banco…"). */
export const organisationSignalPattern =
  /(?:^|[\s,(])(?:s\.?\s?a\.?\s?c\.?|s\.?\s?a\.?(?=$|[\s,)])|s\.?\s?r\.?\s?l\.?|e\.?\s?i\.?\s?r\.?\s?l\.?|l\.?l\.?c\.?|inc\.?|ltd\.?a?\.?|corp\.?|gmbh|s\.?\s?l\.?(?=$|[\s,)])|universidad|university|instituto|institute|ministerio|ministry|municipalidad|gobierno|banco|bank|grupo|group|consultora|consultores|consulting|corporacion|corporation|compania|company|empresa|asociacion|association|fundacion|foundation|hospital|clinica|colegio|escuela|school|college|agencia|agency|laboratorio|labs?|studio|estudio|cooperativa|ong|sunat|essalud|minsa|reniec)(?=$|[\s,.)])/;

/** Words that name a role ("Analista contable", "Software Engineer", "Practicante de…"). */
export const roleSignalPattern =
  /(?:^|\s)(?:analista|asistente|auxiliar|practicante|pasante|becario|jefe|jefa|gerente|director|directora|coordinador|coordinadora|supervisor|supervisora|encargado|encargada|ingeniero|ingeniera|desarrollador|desarrolladora|programador|programadora|disenador|disenadora|tecnico|tecnica|operario|operaria|vendedor|vendedora|ejecutivo|ejecutiva|consultor|consultora|docente|profesor|profesora|investigador|investigadora|contador|contadora|abogado|abogada|administrador|administradora|especialista|responsable|lider|voluntario|voluntaria|representante|recepcionista|cajero|cajera|secretaria|chofer|developer|engineer|analyst|assistant|intern|manager|lead|head|director|officer|consultant|specialist|designer|scientist|researcher|teacher|associate|coordinator|administrator|architect|founder|co-founder|cofundador|fundador|fundadora)(?=$|[\s,.])/;

/** Words that name a degree or a level of study ("Bachiller en…", "Secundaria completa"). */
export const degreeSignalPattern =
  /(?:^|\s)(?:bachiller|bachillerato|licenciado|licenciada|licenciatura|titulo|titulado|titulada|ingenieria|ingeniero|ingeniera|maestria|magister|master|masters|mba|doctorado|doctor|phd|ph\.d\.?|tecnico|tecnica|profesional tecnico|secundaria|primaria|carrera|egresado|egresada|estudiante|diplomado|diplomatura|especializacion|posgrado|postgrado|grado|bachelor|bachelor's|b\.?sc?\.?|m\.?sc?\.?|degree|diploma|associate|high school)(?=$|[\s,.(:])/;

/** Words that name a school ("Universidad Nacional…", "I.E. …", "SENATI"). */
export const institutionSignalPattern =
  /(?:^|[\s(])(?:universidad|university|universitat|universite|instituto|institute|colegio|college|escuela|school|academia|academy|i\.?\s?e\.?(?=\s)|i\.?\s?e\.?\s?p\.?|cetpro|senati|tecsup|sencico|pontificia|centro de estudios|centro de formacion|facultad|faculty|politecnico|polytechnic)(?=$|[\s,.)])/;
