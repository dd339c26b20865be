import {
  interviewButtonLabels,
  maxInterviewPositionCharacters,
  maxInterviewPostingCharacters,
  type InterviewAllowance as Allowance,
  type StartInterviewRequest,
} from '@cvlisto/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useInterviewCvs } from '../api/get-interview-cvs';
import { InterviewAllowance } from './interview-allowance';

const withoutCv = '';

/**
 * Before starting (issue 15): what to practise for — one of the user's CVs or none, and
 * optionally the position and the posting — with the allowance and the main button. Plain
 * controlled fields: every one is optional and bounded by `maxLength`; the server validates.
 */
export function InterviewSetup({
  allowance,
  isConnecting,
  onStart,
}: {
  allowance: Allowance;
  isConnecting: boolean;
  onStart: (request: StartInterviewRequest) => void;
}) {
  const cvs = useInterviewCvs();
  // Undefined until the user picks: the newest CV is the likely one to practise with.
  const [cvChoice, setCvChoice] = useState<string | undefined>(undefined);
  const [position, setPosition] = useState('');
  const [posting, setPosting] = useState('');
  const canStart = allowance.access === 'redi' || allowance.access === 'trial';
  const selectedCv = cvChoice ?? cvs.data?.[0]?.id ?? withoutCv;
  const cvOptions = [
    ...(cvs.data ?? []).map((cv) => ({ value: cv.id, label: cv.name })),
    { value: withoutCv, label: 'Sin CV' },
  ];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isConnecting) return;
    onStart({ cvId: selectedCv === withoutCv ? null : selectedCv, position, posting });
  };

  return (
    <div className="flex flex-col gap-5">
      <InterviewAllowance allowance={allowance} />
      {canStart && (
        <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Prepara tu entrevista">
          <SelectField
            label="CV con el que practicas"
            options={cvOptions}
            value={selectedCv}
            disabled={cvs.isPending}
            onChange={(event) => setCvChoice(event.target.value)}
          />
          <TextField
            label="Puesto al que postulas (opcional)"
            placeholder="Ej.: Asistente administrativo"
            maxLength={maxInterviewPositionCharacters}
            value={position}
            onChange={(event) => setPosition(event.target.value)}
          />
          <TextAreaField
            label="Oferta de trabajo (opcional)"
            hint="Pega la descripción del puesto: las preguntas y el feedback se ajustan a lo que pide."
            maxLength={maxInterviewPostingCharacters}
            value={posting}
            onChange={(event) => setPosting(event.target.value)}
          />
          <p className="text-sm text-ink-muted">
            {allowance.mode === 'vapi'
              ? 'Hablarás con nuestro entrevistador de voz: ten tu micrófono listo.'
              : 'Te leeremos cada pregunta en voz alta. Puedes responder hablando o escribiendo.'}
          </p>
          <Button type="submit" size="lg" fullWidth disabled={isConnecting}>
            {isConnecting ? interviewButtonLabels.connecting : interviewButtonLabels.start}
          </Button>
        </form>
      )}
    </div>
  );
}
