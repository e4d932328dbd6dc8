import { Button, type ButtonProps } from '@mantine/core';
import { useEarlyTap } from '../../lib/kept-before-hydration';
import type { ApplyAction } from './apply-action';

/**
 * A position's apply button (SPEC §4): its label and its way by pipeline_status. On a page the server
 * drew, a tap made before the app has arrived is kept and carried out once it has.
 */
export function ApplyButton({
  action,
  positionId,
  ...props
}: ButtonProps & { action: ApplyAction; positionId: number; 'aria-describedby'?: string }) {
  const apply = () => action.apply(positionId);
  const earlyTap = useEarlyTap<HTMLButtonElement>(apply);
  return (
    <Button {...props} {...earlyTap} disabled={action.disabled} onClick={apply}>
      {action.label}
    </Button>
  );
}
