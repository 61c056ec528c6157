import { expect, test, type Page } from '@playwright/test';
import { signInAsNewAccount } from './support/accounts';
import { createTypeViaApi } from './support/agenda';
import { createAppointmentViaApi, createPatientViaApi, daysFromNow } from './support/patients';

/** Counts the API reads a page asks for, by path and query. */
function countApiReads(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !url.pathname.startsWith('/api/')) return;
    const key = `${url.pathname}${url.search}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return counts;
}

/** Lists the page's layout shifts in `window.__layoutShifts`, from its first paint. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(`
    window.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__layoutShifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  `);
}

test.beforeEach(async ({ page, request }) => {
  await signInAsNewAccount(page, request);
});

test('opening the patient list, its first reads start with the page and the list is read once', async ({
  page,
}) => {
  await createPatientViaApi(page.request, { firstName: 'Léonie', lastName: 'Fabre' });
  const reads = countApiReads(page);
  await page.goto('/patients');
  await expect(
    page.getByRole('link', { name: 'Ouvrir le dossier de Léonie Fabre' }).first(),
  ).toBeVisible();
  // The early script asked them before the app's code ran; the app took those answers.
  expect(await page.evaluate(`Object.keys(window.__praxisEarlyRequests)`)).toEqual([]);
  // The session and the gate may be asked again later (focus, the five-minute check): at least
  // their first read was the early one, which the empty store shows.
  expect(reads.get('/api/v1/patients?page=1&pageSize=50')).toBe(1);
});

test('opening a patient record, the patient is read once and shown, without a CSP violation', async ({
  page,
}) => {
  const patient = await createPatientViaApi(page.request, {
    firstName: 'Armand',
    lastName: 'Vidal',
  });
  const reads = countApiReads(page);
  // The CSP forbids eval: zod must not probe `new Function` (a schema module built before
  // zod-config ran did, and the browser reported it).
  await page.addInitScript(`
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.cspViolations.push(e.violatedDirective));
  `);
  await page.goto(`/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 2, name: /Armand Vidal/ })).toBeVisible();
  expect(reads.get(`/api/v1/patients/${patient.id}`)).toBe(1);
  expect(await page.evaluate('window.cspViolations')).toEqual([]);
  expect(await page.evaluate(`Object.keys(window.__praxisEarlyRequests)`)).toEqual([]);
});

test('an address with a search reads the searched list, not the first page', async ({ page }) => {
  await createPatientViaApi(page.request, { firstName: 'Léonie', lastName: 'Fabre' });
  await createPatientViaApi(page.request, { firstName: 'Armand', lastName: 'Vidal' });
  const reads = countApiReads(page);
  await page.goto('/patients?search=vidal');
  await expect(
    page.getByRole('link', { name: 'Ouvrir le dossier de Armand Vidal' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ouvrir le dossier de Léonie Fabre' })).toHaveCount(
    0,
  );
  expect(reads.get('/api/v1/patients?page=1&pageSize=50')).toBeUndefined();
});

test('signed out, a signed-in page still goes to sign-in', async ({ page }) => {
  await page.context().clearCookies();
  await page.goto('/patients');
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('on a phone, the agenda does not move when the month’s no-show rate arrives', async ({
  page,
}) => {
  // One absence marked this month: the rate reads « 100 % », its widest figure.
  const typeId = await createTypeViaApi(page.request, {
    name: 'Séance de rééducation',
    durationMinutes: 45,
  });
  const patient = await createPatientViaApi(page.request, { firstName: 'Léa', lastName: 'Martin' });
  const id = await createAppointmentViaApi(page.request, {
    patientId: patient.id,
    appointmentTypeId: typeId,
    startsAt: daysFromNow(0, 9),
  });
  const marked = await page.request.patch(`/api/v1/appointments/${id}`, {
    data: { attendanceStatus: 'absent' },
  });
  expect(marked.status(), await marked.text()).toBe(200);
  await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's phone
  await recordLayoutShifts(page);
  // The rate comes after the toolbar and the calendar are drawn, as on a slow connection.
  await page.route('**/api/v1/agenda/attendance?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/agenda');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(page.getByTestId('no-show-rate')).toHaveText('100 %');
  await page.evaluate(`new Promise((resolve) => requestAnimationFrame(resolve))`);
  expect(await page.evaluate(`window.__layoutShifts`)).toEqual([]);
});

test('on a phone, the month does not move while the calendar lays its events out', async ({
  page,
}) => {
  // Events in the month's first week: FullCalendar sizes its rows over a few frames, and a first
  // row growing under the eyes would push the five others down.
  const typeId = await createTypeViaApi(page.request, {
    name: 'Séance de rééducation',
    durationMinutes: 45,
  });
  const patient = await createPatientViaApi(page.request, { firstName: 'Inès', lastName: 'Morel' });
  const now = new Date();
  for (const [day, hour] of [
    [1, 9],
    [1, 11],
    [1, 14],
    [2, 9],
    [3, 10],
  ] as const) {
    await createAppointmentViaApi(page.request, {
      patientId: patient.id,
      appointmentTypeId: typeId,
      startsAt: new Date(now.getFullYear(), now.getMonth(), day, hour),
    });
  }
  await page.setViewportSize({ width: 412, height: 823 }); // Lighthouse's phone
  await recordLayoutShifts(page);
  await page.goto('/agenda');
  await expect(page.locator('.praxis-agenda .fc-event').first()).toBeVisible();
  await expect(page.locator('.praxis-agenda .fc-event')).toHaveCount(5);
  await page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`,
  );
  expect(await page.evaluate(`window.__layoutShifts`)).toEqual([]);
});

test('the agenda fetches the calendar’s code only once its title is on screen', async ({
  page,
}) => {
  // The title's paint as the browser reports it (Element Timing), on the same clock as the
  // scripts' resource timings.
  await page.addInitScript(`
    window.__titlePaint = null;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.identifier === 'agenda-title') window.__titlePaint ??= entry.renderTime;
    }).observe({ type: 'element', buffered: true });
  `);
  await page.goto('/agenda');
  await expect(page.locator('.praxis-agenda').getByRole('table').first()).toBeVisible();
  const titlePaint = Number(await page.evaluate(`window.__titlePaint`));
  const calendarFetch = Number(
    await page.evaluate(
      `performance.getEntriesByType('resource').find((entry) => /\\/agenda-calendar-[^/]+\\.js$/.test(entry.name))?.startTime`,
    ),
  );
  expect(titlePaint).toBeGreaterThan(0);
  expect(calendarFetch).toBeGreaterThanOrEqual(titlePaint);
});

test('loading a page, the app writes nothing to the console and error stacks are back on', async ({
  page,
}) => {
  // A message from the app's scripts while a page loads makes an attached inspector (DevTools,
  // Lighthouse) record its stack: React Router warned of a missing HydrateFallback on each load.
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.location().url.includes('/assets/')) messages.push(message.text());
  });
  for (const path of ['/patients', '/agenda', '/app']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
  // main.tsx turns error stacks off while its modules initialise, then on again.
  expect(await page.evaluate('Error.stackTraceLimit')).toBe(10);
});

test('the Errors react-dom creates as its module runs come while error stacks are paused', async ({
  page,
}) => {
  // The pause works only while main.tsx imports lib/error-stacks-paused before anything that
  // loads react-dom: a page records every Error created and every change of the stack limit.
  await page.addInitScript(`
    const log = [];
    window.__errorLog = log;
    window.Error = new Proxy(Error, {
      apply(target, thisArg, args) {
        log.push('new:' + String(target.stackTraceLimit));
        return Reflect.apply(target, thisArg, args);
      },
      construct(target, args, newTarget) {
        log.push('new:' + String(target.stackTraceLimit));
        return Reflect.construct(target, args, newTarget);
      },
      set(target, key, value) {
        if (key === 'stackTraceLimit') log.push('set:' + String(value));
        return Reflect.set(target, key, value);
      },
    });
  `);
  await page.goto('/patients');
  await expect(page.getByRole('main')).toBeVisible();
  const log = (await page.evaluate('window.__errorLog')) as string[];
  const paused = log.indexOf('set:undefined');
  const resumed = log.indexOf('set:10');
  expect(paused, log.join(' ')).toBeGreaterThanOrEqual(0);
  expect(resumed, log.join(' ')).toBeGreaterThan(paused);
  // Nothing created an Error before the pause, and react-dom's came during it.
  expect(log.slice(0, paused).filter((entry) => entry.startsWith('new:'))).toEqual([]);
  expect(log.slice(paused + 1, resumed).length, log.join(' ')).toBeGreaterThan(0);
  expect(log.slice(paused + 1, resumed).every((entry) => entry === 'new:undefined')).toBe(true);
});

test('while a page’s code is on its way, the spinner stays until the page shows', async ({
  page,
}) => {
  // The page's own code comes after the access gate's answer, as on a slow connection.
  await page.route(/\/assets\/agenda-page-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(`
    window.__blankAfterFirstPaint = false;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      let shown = false;
      new MutationObserver(() => {
        if (root.textContent !== '') shown = true;
        else if (shown) window.__blankAfterFirstPaint = true;
      }).observe(root, { childList: true, subtree: true, characterData: true });
    });
  `);
  await page.goto('/agenda');
  await expect(page.getByRole('button', { name: 'Nouveau RDV' })).toBeVisible();
  expect(await page.evaluate('window.__blankAfterFirstPaint')).toBe(false);
});
