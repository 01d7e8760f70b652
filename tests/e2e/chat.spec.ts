// The chat between a lot's administrator and its operator, end to end in two browsers (spec 3 §4 Chat, §7;
// issue 15): the administrator (three panels at 1500 px) creates an operator, the operator signs in and sees
// the administrator online; messages go both ways live, each shown delivered once the server has it, the
// operator's Chat button counts the unread one until the conversation is opened; a send that gets no answer
// shows "Not delivered" and is sent again with one click, stored once. Then a renamed executable offered as a
// photo is refused. Names are this spec's own.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedInContext } from './pages/login.page';
import { ChatPane, OperatorsPage } from './pages/operators.page';
import { lotSession } from './pages/rates.page';

test.use({ locale: 'en-US', viewport: { width: 1500, height: 900 } });

const SUFFIX = Date.now().toString(36).slice(-5).toUpperCase();
const PASSWORD = 'turno-chat-1';

async function createOperator(page: Page, first: string, last: string): Promise<string> {
  const operators = new OperatorsPage(page);
  await operators.goto();
  await operators.addButton.click();
  await operators.fillOperator({ role: 'Operator', firstName: first, lastName: last, username: `chat${SUFFIX.toLowerCase()}`, password: PASSWORD });
  await operators.modal.getByRole('button', { name: 'Save' }).click();
  await expect(operators.modal).toBeHidden();
  return (await operators.info.getByText(new RegExp(`_CHAT${SUFFIX}$`)).textContent())?.trim() ?? '';
}

test('an administrator and an operator talk both ways live, with delivery marks and badges', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await lotSession(page, 'Fundadores Norte');
  const username = await createOperator(page, 'Leocadia', `Ríos ${SUFFIX}`);
  const operators = new OperatorsPage(page);
  const adminChat = new ChatPane(operators.chat);
  const operatorName = `Leocadia Ríos ${SUFFIX}`;
  await expect(operators.chat.getByText('No messages yet. Say hello!')).toBeVisible();
  await expect(operators.chat.getByText('Offline')).toBeVisible();

  // The operator signs in (through the API; the form is operators.spec.ts's): the administrator sees them come online.
  const { context: other, page: operatorPage } = await signedInContext(browser, { provider: 'operator', user: username, password: PASSWORD });
  await expect(operatorPage).toHaveURL(/\/search$/);
  await expect(operators.chat.getByText('Online')).toBeVisible();

  // Administrator to operator: delivered, and counted on the operator's Chat button.
  await adminChat.send('¿Me confirmas la pluma 2?');
  await expect(adminChat.mine('¿Me confirmas la pluma 2?')).toHaveAttribute('data-delivery', 'delivered');
  const chatButton = operatorPage.getByRole('button', { name: /^Chat/ });
  await expect(chatButton.getByLabel('1 unread message')).toBeVisible();
  await chatButton.click();
  const drawer = operatorPage.getByRole('dialog', { name: "The lot's chat" });
  const people = drawer.getByRole('list', { name: 'People' });
  await people.getByRole('button').filter({ has: operatorPage.getByLabel('1 unread message') }).click();
  const operatorChat = new ChatPane(drawer);
  await expect(drawer.getByText('¿Me confirmas la pluma 2?')).toBeVisible();
  // Opened: read, the count is gone.
  await expect(drawer.getByLabel('1 unread message')).toHaveCount(0);

  // Operator to administrator, heard live in the open conversation.
  await operatorChat.send('Confirmado, ya está abierta');
  await expect(operatorChat.mine('Confirmado, ya está abierta')).toHaveAttribute('data-delivery', 'delivered');
  await expect(adminChat.messages(operatorName).getByText('Confirmado, ya está abierta')).toBeVisible();

  // A send that gets no answer shows failed, Send is enabled again, and Send again delivers it once.
  await operatorPage.route('**/api/parkings/*/chats/*', (route) => (route.request().method() === 'POST' && !route.request().url().endsWith('/read') ? route.abort() : route.fallback()));
  await operatorChat.send('La grúa ya salió');
  const failed = operatorChat.mine('La grúa ya salió');
  await expect(failed).toHaveAttribute('data-delivery', 'failed');
  await expect(failed.getByText('Not delivered')).toBeVisible();
  await operatorPage.unroute('**/api/parkings/*/chats/*');
  await failed.getByRole('button', { name: 'Send again' }).click();
  await expect(operatorChat.mine('La grúa ya salió')).toHaveAttribute('data-delivery', 'delivered');
  await expect(adminChat.messages(operatorName).getByText('La grúa ya salió')).toHaveCount(1);

  // Messages are stored: a reload shows the conversation again.
  await page.reload();
  await operators.person('Leocadia').click();
  await expect(adminChat.messages(operatorName).getByText('La grúa ya salió')).toBeVisible();
  await other.close();
});

test('a renamed executable offered as a photo is refused', async ({ page }) => {
  await lotSession(page, 'Fundadores Norte');
  const operators = new OperatorsPage(page);
  await operators.goto();
  await operators.addButton.click();
  await operators.fillOperator({ role: 'Operator', firstName: 'Eleuterio', lastName: `Paz ${SUFFIX}`, username: `exe${SUFFIX.toLowerCase()}`, password: PASSWORD });
  // An ELF program's first bytes, named like a picture.
  await operators.choosePhotoBytes('foto.png', Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(512)]));
  await operators.modal.getByRole('button', { name: 'Save' }).click();
  await expect(operators.modal.getByText('The file must be a PNG, JPEG or WebP image.').first()).toBeVisible();
  // Nothing was saved: closing the modal leaves the list without them.
  await page.keyboard.press('Escape');
  await expect(operators.modal).toBeHidden();
  await expect(operators.person('Eleuterio')).toHaveCount(0);
});
