// The application a screen shows: the one named by `?id=`, else the merchant's newest one of a
// kind. With `poll`, the screen asks again every few seconds while the application is on its way
// (the service provider moves it on) and stops once it is received, when the merchant's
// terminals are asked again.
import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { DeviceApplyKind } from '@merchant-h5/sdk';
import { useAppDispatch } from '../../../lib/state/hooks';
import { useApplicationQuery, useApplicationsQuery } from './applications';
import { devicesApi } from './devicesApi';

export const PROGRESS_POLL_MS = 3000;

export function useApplication(id: string | undefined, kind: DeviceApplyKind = 'apply', poll = false) {
  const latest = useApplicationsQuery(id ? skipToken : kind);
  const target = id || latest.data?.list[0]?.id;
  const [received, setReceived] = useState(false);
  const one = useApplicationQuery(target ? { id: target, kind } : skipToken, {
    pollingInterval: poll && !received ? PROGRESS_POLL_MS : 0,
  });
  const application = one.data?.list[0];
  const dispatch = useAppDispatch();
  const isReceived = application?.status === '04';
  useEffect(() => {
    // Received while watched: the terminal list cached earlier no longer holds every terminal.
    if (isReceived && !received && poll) dispatch(devicesApi.util.invalidateTags(['Device']));
    setReceived(isReceived);
  }, [isReceived, received, poll, dispatch]);
  return { latest, one, application, target };
}
