import { Button, type ButtonProps } from '@mantine/core';
import { followInApp } from '../../lib/follow-in-app';
import type { ApplyAction } from './apply-action';

/**
 * A position's apply button (SPEC §4): its label and its way by pipeline_status. A link where it
 * leads somewhere, so it works before the page's code has arrived; the app then takes the click.
 */
export function ApplyButton({
  action,
  positionId,
  ...props
}: ButtonProps & { action: ApplyAction; positionId: number; 'aria-describedby'?: string }) {
  if (action.disabled || !action.href) {
    return (
      <Button {...props} disabled={action.disabled} onClick={() => action.apply(positionId)}>
        {action.label}
      </Button>
    );
  }
  return (
    <Button
      {...props}
      component="a"
      href={action.href(positionId)}
      onClick={followInApp(() => action.apply(positionId))}
    >
      {action.label}
    </Button>
  );
}
