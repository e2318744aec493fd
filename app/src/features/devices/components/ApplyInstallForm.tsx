// /help/applyInstallPage: the install application; submitted, the success page names it.
import { useNavigate } from 'react-router-dom';
import { href, paths } from '../../../config/paths';
import { useApplyDeviceMutation } from '../api/applications';
import { TerminalOrderForm } from './TerminalOrderForm';

export function ApplyInstallForm() {
  const [apply] = useApplyDeviceMutation();
  const navigate = useNavigate();
  return (
    <TerminalOrderForm
      send={(body, idempotencyKey) => apply({ body, idempotencyKey })}
      onSubmitted={(a) => navigate(href(paths.help.applySucessPage, {}, { id: a.id }), { replace: true })}
    />
  );
}
