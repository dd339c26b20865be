// The built-in interviewer's questions (issue 15), in Spanish (es-PE, tú), from the brief alone:
// an opening, questions on the candidate's real jobs, a behavioural one answered with STAR, one on
// a requirement the CV does not show, and a closing one. Deterministic: the same brief gives the
// same plan, so a stored interview can be replayed and tested.
import { builtinPlanQuestionRange, type InterviewQuestionKind } from '@cvlisto/shared';
import type { InterviewBrief } from './interview-brief';

export type PlannedQuestion = {
  readonly id: string;
  readonly kind: InterviewQuestionKind;
  readonly text: string;
};

type Draft = { readonly kind: InterviewQuestionKind; readonly text: string };

/**
 * Plans an interview of `questionCount` questions (3 for the trial, 6–8 for a full one; clamped
 * to 3–8). The first is always the opening and the last the closing.
 *
 * @example planInterview(brief, { questionCount: 3 }).map((question) => question.kind)
 *   // ['opening', 'experience', 'closing']
 */
export function planInterview(
  brief: InterviewBrief,
  options: { questionCount: number },
): PlannedQuestion[] {
  const count = Math.min(
    builtinPlanQuestionRange.max,
    Math.max(3, Math.round(options.questionCount)),
  );
  const experiences = brief.experiences.map(describeRole).filter((role) => role !== null);
  const position = brief.position.trim();

  // Chosen in this order (a shorter plan keeps the first ones), asked in `slot` order.
  const middle: { readonly slot: number; readonly draft: Draft }[] = [
    { slot: 1, draft: firstExperienceQuestion(experiences[0] ?? null, position) },
    { slot: 4, draft: behaviouralQuestion() },
    { slot: 5, draft: requirementQuestion(brief) },
    { slot: 2, draft: secondExperienceQuestion(experiences[1] ?? null, position) },
    { slot: 6, draft: motivationQuestion(position) },
    { slot: 3, draft: thirdQuestion(experiences[2] ?? null) },
  ];
  const chosen = middle
    .slice(0, count - 2)
    .sort((left, right) => left.slot - right.slot)
    .map(({ draft }) => draft);
  return [openingQuestion(position), ...chosen, closingQuestion(position)].map((draft, index) => ({
    id: `q${index + 1}`,
    ...draft,
  }));
}

type Role = { readonly label: string; readonly title: string; readonly organisation: string };

/** "tu trabajo como Analista en Banco Andino", "tu trabajo en Banco Andino" or "tu trabajo como Cajera". */
function describeRole(experience: { title: string; organisation: string }): Role | null {
  const title = experience.title.trim();
  const organisation = experience.organisation.trim();
  if (title === '' && organisation === '') return null;
  const label =
    title && organisation
      ? `tu trabajo como ${title} en ${organisation}`
      : title
        ? `tu trabajo como ${title}`
        : `tu trabajo en ${organisation}`;
  return { label, title, organisation };
}

function openingQuestion(position: string): Draft {
  return {
    kind: 'opening',
    text: position
      ? `Cuéntame sobre ti: tu trayectoria, lo que mejor haces y por qué te interesa el puesto de ${position}.`
      : 'Cuéntame sobre ti: tu trayectoria, lo que mejor haces y qué tipo de trabajo estás buscando.',
  };
}

function firstExperienceQuestion(role: Role | null, position: string): Draft {
  if (role) {
    return {
      kind: 'experience',
      text: `Hablemos de ${role.label}. ¿Cuál es el logro que más destacarías de esa etapa y cómo lo conseguiste?`,
    };
  }
  return {
    kind: 'experience',
    text: position
      ? `Cuéntame sobre la experiencia que mejor te prepara para el puesto de ${position}: qué hacías y qué resultado concreto lograste.`
      : 'Cuéntame sobre tu experiencia más reciente, en un trabajo, unas prácticas o un proyecto de estudios: qué hacías y qué resultado concreto lograste.',
  };
}

function secondExperienceQuestion(role: Role | null, position: string): Draft {
  if (role) {
    return {
      kind: 'experience',
      text: `En ${role.label}, ¿qué problema difícil te tocó resolver y qué hiciste tú, en concreto, para resolverlo?`,
    };
  }
  return {
    kind: 'experience',
    text: position
      ? `¿Qué herramientas o conocimientos usarías en el día a día como ${position}, y dónde los aplicaste antes?`
      : '¿Qué herramientas o conocimientos dominas mejor, y en qué situación concreta los aplicaste?',
  };
}

function thirdQuestion(role: Role | null): Draft {
  if (role) {
    return {
      kind: 'experience',
      text: `¿Qué aprendiste en ${role.label} que te serviría desde el primer día en un nuevo puesto?`,
    };
  }
  return {
    kind: 'behavioural',
    text: 'Cuéntame sobre un error que cometiste en el trabajo o en tus estudios: qué pasó, qué hiciste para corregirlo y qué aprendiste.',
  };
}

function behaviouralQuestion(): Draft {
  return {
    kind: 'behavioural',
    text: 'Cuéntame sobre una vez en que tuviste que cumplir un plazo muy ajustado o resolver un desacuerdo en tu equipo. Respóndeme con el método STAR: la situación, la tarea que te tocaba, las acciones que tomaste tú y el resultado.',
  };
}

/**
 * One requirement of the posting: one the CV does not show when there is one (the interviewer's
 * fair question), else the heaviest; without a posting, a question on the position instead.
 */
function requirementQuestion(brief: InterviewBrief): Draft {
  const notInCv = brief.requirementsNotInCv?.[0];
  if (notInCv) {
    return {
      kind: 'requirement',
      text: `La oferta pide ${notInCv}, algo que no aparece en tu CV. ¿Qué experiencia tienes en eso? Si todavía no la tienes, cuéntame cómo te pondrías al día rápidamente.`,
    };
  }
  const heaviest = brief.requirements[0];
  if (heaviest) {
    return {
      kind: 'requirement',
      text: `El puesto pide ${heaviest}. Cuéntame un ejemplo concreto de tu experiencia con ${heaviest} y qué resultado obtuviste.`,
    };
  }
  const position = brief.position.trim();
  if (position) {
    return {
      kind: 'requirement',
      text: `¿Qué crees que es lo más importante para hacer bien el trabajo de ${position}, y qué ejemplo de tu experiencia lo demuestra?`,
    };
  }
  return {
    kind: 'behavioural',
    text: 'Cuéntame sobre una vez en que tuviste que aprender algo nuevo muy rápido: cómo lo hiciste y qué lograste con eso.',
  };
}

function motivationQuestion(position: string): Draft {
  return {
    kind: 'experience',
    text: position
      ? `¿Por qué deberíamos elegirte para el puesto de ${position}? Dame dos razones concretas de tu experiencia.`
      : '¿Cuáles son tus dos principales fortalezas? Dame un ejemplo concreto de cada una.',
  };
}

function closingQuestion(position: string): Draft {
  return {
    kind: 'closing',
    text: position
      ? `Para terminar: ¿qué te gustaría preguntarme sobre el puesto de ${position} o sobre el equipo? ¿Hay algo de tu experiencia que no te pregunté y quieras destacar?`
      : 'Para terminar: ¿qué te gustaría preguntarle a la empresa? ¿Hay algo de tu experiencia que no te pregunté y quieras destacar?',
  };
}
