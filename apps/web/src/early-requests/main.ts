import { startEarlyRequests } from './early-requests';

startEarlyRequests(
  window as unknown as Record<string, unknown>,
  window.location,
  fetch.bind(window),
  () => performance.now(),
);
