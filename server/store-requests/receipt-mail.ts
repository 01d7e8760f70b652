// The mail that confirms a store account request was received (spec 3 §4: "You will soon receive our reply"),
// in the visitor's language and the console's register (tú).
import type { StoreRequestBody } from '../../src/contracts/store-request.struct';
import type { Locale } from '../../src/domain/validation/messages';
import type { Mail } from '../plugins/mail';

export function receiptMail(body: StoreRequestBody, locale: Locale): Mail {
  if (locale === 'es')
    return {
      to: body.email,
      subject: `Recibimos tu solicitud para ${body.store_name}`,
      text: `Hola ${body.first_name}:\n\nRecibimos tu solicitud de cuenta para la tienda ${body.store_name}. Nuestro equipo la revisará y pronto recibirás nuestra respuesta en este correo.\n\nEl equipo de Nexo`,
    };
  return {
    to: body.email,
    subject: `We received your request for ${body.store_name}`,
    text: `Hello ${body.first_name},\n\nWe received your account request for the store ${body.store_name}. Our team will review it and you will soon receive our reply at this address.\n\nThe Nexo team`,
  };
}
