// The mails that answer a store account request (spec 3 §4: "You will soon receive our reply"), in the visitor's
// language and the console's register (tú): the approval, with the link to choose the new owner's password and
// where to sign in; the rejection, with the admin's reason.
import type { Locale } from '../../../src/domain/validation/messages';
import type { Mail } from '../../plugins/mail';

type Visitor = { email: string; firstName: string; storeName: string };

export function approvalMail({ email, firstName, storeName }: Visitor, link: string, signIn: string, locale: Locale): Mail {
  if (locale === 'es')
    return {
      to: email,
      subject: `Aprobamos tu tienda ${storeName} en Nexo`,
      text: `Hola ${firstName}:\n\nAprobamos tu solicitud: ya tienes una cuenta de tienda en Nexo para ${storeName}.\n\nElige tu contraseña con este enlace (vale 3 días y una sola vez):\n${link}\n\nDespués inicia sesión en ${signIn} con tu correo ${email} y completa los datos de tu tienda para enviarla a verificación.\n\nEl equipo de Nexo`,
    };
  return {
    to: email,
    subject: `We approved your store ${storeName} on Nexo`,
    text: `Hello ${firstName},\n\nWe approved your request: you now have a Nexo store account for ${storeName}.\n\nChoose your password with this link (valid for 3 days, once):\n${link}\n\nThen sign in at ${signIn} with your e-mail ${email} and complete your store's details to send it for verification.\n\nThe Nexo team`,
  };
}

export function rejectionMail({ email, firstName, storeName }: Visitor, reason: string, locale: Locale): Mail {
  if (locale === 'es')
    return {
      to: email,
      subject: `Tu solicitud para ${storeName} no fue aprobada`,
      text: `Hola ${firstName}:\n\nRevisamos tu solicitud de cuenta para la tienda ${storeName} y por ahora no podemos aprobarla. El motivo:\n\n${reason}\n\nSi lo corriges, puedes enviar una nueva solicitud.\n\nEl equipo de Nexo`,
    };
  return {
    to: email,
    subject: `Your request for ${storeName} was not approved`,
    text: `Hello ${firstName},\n\nWe reviewed your account request for the store ${storeName} and cannot approve it for now. The reason:\n\n${reason}\n\nOnce you have corrected it, you may send a new request.\n\nThe Nexo team`,
  };
}
