import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { NO_ACCESS_TO_ACTION } from '@portal/domain/messages';

/** An action the user may lack the privilege for: disabled, with the explanation of SPEC.md §6. */
export const GatedButton = ({ allowed, disabled, ...props }: ButtonProps & { allowed: boolean }) => {
  if (allowed) return <Button disabled={disabled} {...props} />;
  return (
    <Tooltip title={NO_ACCESS_TO_ACTION}>
      {/* A disabled button fires no events, so the tooltip listens on a wrapper. */}
      <span tabIndex={0} style={{ display: 'inline-flex' }}>
        <Button {...props} disabled aria-disabled="true" />
      </span>
    </Tooltip>
  );
};
