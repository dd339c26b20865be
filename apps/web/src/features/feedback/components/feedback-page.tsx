import {
  commonErrorCodes,
  feedbackBonusCredits,
  feedbackInputSchema,
  feedbackMessages,
  feedbackScoreLabels,
  feedbackScores,
  formatCredits,
  type FeedbackInput,
} from '@cvlisto/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Gift } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useSignedInMe } from '../../../lib/me';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useSubmitFeedback } from '../api/submit-feedback';
import { RadioGroupField, TextAreaField } from '../../../components/ui/form-field';
import { ThankYouPanel } from '../../../components/ui/thank-you-panel';

const feedbackScoreOptions = feedbackScores.map((value) => ({
  value,
  label: feedbackScoreLabels[value],
}));

/**
 * What the form promises: the first feedback's credit while it is still to be earned, and only
 * then (issue 17); the server grants it once.
 */
export function FeedbackBonusNotice({ isAvailable }: { isAvailable: boolean }) {
  return isAvailable ? (
    <Alert tone="info">
      Tu primer feedback te regala {formatCredits(feedbackBonusCredits)} para optimizar tu CV.
    </Alert>
  ) : (
    <Alert>
      Ya recibiste el crédito de regalo por tu primer feedback. Tu opinión nos sigue ayudando a
      mejorar la app.
    </Alert>
  );
}

/** The feedback form, its thank-you view and 'send another' (spec/core.md §2, §4, §5, §8). */
export function FeedbackPage() {
  const me = useSignedInMe();
  const submit = useSubmitFeedback();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackInputSchema),
    defaultValues: { recommendation: '' },
  });

  const onSubmit = handleSubmit((values) =>
    submit.mutate(values, {
      onSuccess: () => reset({ recommendation: '' }),
      onError: (error) => console.error('feedback submit failed', error),
    }),
  );

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <PageHeader title="Consigue créditos gratis" lead="¡Dinos qué piensas!" />
      {submit.isSuccess ? (
        <ThankYouPanel
          heading={<h2 className="text-xl font-semibold text-ink">¡Gracias por tu feedback!</h2>}
          againLabel="Enviar otro feedback"
          onAgain={() => submit.reset()}
        >
          {submit.data.bonusGranted && (
            <p className="flex items-center gap-2 rounded-full bg-brand-50 px-4 py-1.5 font-semibold text-brand-900">
              <Gift aria-hidden="true" className="size-5" />
              ¡Ganaste 1 crédito!
            </p>
          )}
          <p className="text-ink-muted">Tu opinión nos ayuda a mejorar la app para todos.</p>
        </ThankYouPanel>
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-5 rounded-2xl border border-line bg-surface p-4 sm:p-6"
        >
          <FeedbackBonusNotice isAvailable={me.credits.feedbackBonusAvailable} />
          {submit.isError && (
            <Alert tone="error">
              {submit.error instanceof ApiRequestError &&
              submit.error.code === commonErrorCodes.tooManyRequests
                ? feedbackMessages.tooMany
                : feedbackMessages.submitFailed}
            </Alert>
          )}
          <RadioGroupField
            legend="¿Qué te pareció la app?"
            options={feedbackScoreOptions}
            error={errors.score?.message}
            registration={register('score')}
          />
          <TextAreaField
            label="¿Qué nos recomiendas?"
            placeholder="Cuéntanos qué te gustó y qué mejorarías"
            error={errors.recommendation?.message}
            {...register('recommendation')}
          />
          <Button type="submit" disabled={submit.isPending} className="sm:self-start">
            {submit.isPending ? 'Enviando...' : 'Enviar feedback'}
          </Button>
        </form>
      )}
    </div>
  );
}
