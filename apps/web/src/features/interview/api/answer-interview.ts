import type { InterviewAnswerRequest, InterviewAnswerResponse } from '@cvlisto/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type AnswerInterviewInput = { interviewId: string; answer: InterviewAnswerRequest };

export function answerInterview({
  interviewId,
  answer,
}: AnswerInterviewInput): Promise<InterviewAnswerResponse> {
  return apiFetch(`/api/interviews/${encodeURIComponent(interviewId)}/answers`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(answer),
  });
}

/** Sends the built-in interviewer one answer; the answer is the next question (or none left). */
export function useAnswerInterview() {
  return useMutation({ mutationFn: answerInterview });
}
