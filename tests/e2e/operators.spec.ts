// User operators end to end (spec 3 §2 "Operators screen", §5, §7): the lot administrator creates an operator
// with a photo on /operators (the username upper-cased behind the lot's prefix), finds them with a typo, and the
// operator signs in at /login/operator with that username and reaches the search screen. Names are this spec's own.
import path from 'node:path';
import { expect, test } from './fixtures';
import { operatorInOwnContext } from './pages/login.page';
import { OperatorsPage } from './pages/operators.page';
import { lotSession } from './pages/rates.page';

test.use({ locale: 'en-US' });

const SUFFIX = Date.now().toString(36).slice(-5).toUpperCase();
const PASSWORD = 'turno-noche-1';

test('the parking admin creates an operator with a photo, and the operator signs in', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  await lotSession(page, 'Fundadores Norte');
  const operators = new OperatorsPage(page);
  await operators.goto();

  await operators.addButton.click();
  await expect(operators.modal.getByText('New user')).toBeVisible();
  await operators.fillOperator({
    role: 'Operator',
    firstName: 'Casimiro',
    lastName: `Garza ${SUFFIX}`,
    username: `turno${SUFFIX.toLowerCase()}`,
    password: PASSWORD,
    photo: path.resolve('public/icons/icon-192.png'),
  });
  await operators.modal.getByRole('button', { name: 'Save' }).click();
  await expect(operators.modal).toBeHidden();

  // The saved operator is selected: the info panel shows the username the server stored.
  await expect(operators.info).toContainText(`Casimiro Garza ${SUFFIX}`);
  await expect(operators.info).toContainText('Employee');
  const username = (await operators.info.getByText(new RegExp(`_TURNO${SUFFIX}$`)).textContent())?.trim() ?? '';
  expect(username).toMatch(new RegExp(`^[A-Z0-9]+_TURNO${SUFFIX}$`));
  await operators.search.fill(`Casimro Garza ${SUFFIX}`);
  await expect(operators.person('Casimiro')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('operators.png') });

  const operator = await operatorInOwnContext(browser, username, PASSWORD);
  await operator.context.close();
});
