import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * Why a submit did not go through, shown above the buttons. On a phone the candidate may be far down (or
 * up) the form, so it is brought into view; screen readers hear it as an alert.
 */
export function FeedbackAlert({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, []);
  return (
    <Alert ref={ref} color="red">
      {children}
    </Alert>
  );
}
