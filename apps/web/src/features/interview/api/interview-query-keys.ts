// Every interview query lives under one root, so a start, an answer or a finish refreshes the
// allowance and the list of past interviews together.
export const interviewQueryKeyRoot = ['interviews'] as const;

export const interviewQueryKeys = {
  list: () => [...interviewQueryKeyRoot, 'list'] as const,
  detail: (interviewId: string) => [...interviewQueryKeyRoot, 'detail', interviewId] as const,
};
