// Words a job posting uses that are not skills (issue 13, item 5): roles ("analista",
// "especialistas"), degrees and their levels ("bachiller", "maestría") and general nouns that only
// mean something inside a longer term ("base" and "datos" of "base de datos", "orden", "sistema").
// Places, days, months and nationalities are written with a capital but name no skill either.
// None of them is ever a keyword chip on its own, whatever its case or repetition. Folded (no
// accents, lower case); plurals are matched through the stem, so one form is enough.

const genericPostingWords = `
analista asistente auxiliar especialista coordinador coordinadora director directora jefe jefa
supervisor supervisora ingeniero ingeniera tecnico tecnica practicante profesional encargado
encargada responsable operario operaria gerente secretaria secretario abogado abogada contador
contadora economista administrador administradora
bachiller egresado egresada titulado titulada licenciado licenciada licenciatura maestria magister
doctorado diplomado diplomatura universidad universitario instituto grado colegiado colegiatura
habilitado habilitada
base datos dato orden sistema sistemas gestion resultados resultado modelo herramienta herramientas
informacion area areas oficina servicio servicios equipo trabajo trabajos proceso procesos
documentos documento actividades actividad apoyo labores labor tareas tarea normas institucion
instituciones ingenieria ingenierias ciencias carrera mision objetivos objetivo comportamiento etico
etica facilidad interactuar demas manejo uso aplicacion aplicaciones programa entorno plataforma
senior semi junior trainee software hardware computacion informatica
analyst assistant specialist engineer manager developer bachelor master team data base order system systems tools tool
management results office service services process processes support tasks duties company
computer science spanish peruvian peruano peruana
lima peru callao arequipa cusco cuzco trujillo chiclayo piura huancayo tacna puno iquitos chimbote
cajamarca ayacucho huanuco pucallpa tarapoto juliaca huaraz tumbes moquegua amazonas ancash
apurimac junin libertad lambayeque loreto pasco ucayali huancavelica
lunes martes miercoles jueves viernes sabado domingo monday tuesday wednesday thursday friday
saturday sunday enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre
noviembre diciembre january february march april june july august september october november
december
`;

export const genericPostingWordSet: ReadonlySet<string> = new Set(
  genericPostingWords.split(/\s+/u).filter((word) => word !== ''),
);
