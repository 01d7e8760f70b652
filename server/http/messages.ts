// The server's own messages in the caller's language (X-Locale), in Spanish in the console's register (tú).
// `Unauthenticated.` stays as is in both: the console keys on that word to end a session. A counted message
// ({one, other}) is chosen by the number it is given (src/domain/formats/plural.ts).
import { countedText, type Phrase } from '../../src/domain/formats/plural';
import type { Locale } from '../../src/domain/validation/messages';

const messages = {
  unauthenticated: { en: 'Unauthenticated.', es: 'Unauthenticated.' },
  forbidden: { en: 'This action is unauthorized.', es: 'No tienes permiso para realizar esta acción.' },
  notFound: { en: 'Not found.', es: 'No encontrado.' },
  badCredentials: { en: 'These credentials do not match our records.', es: 'Estas credenciales no coinciden con nuestros registros.' },
  inactiveUser: { en: 'This account is inactive.', es: 'Esta cuenta está inactiva.' },
  throttled: {
    en: { one: 'Too many sign-in attempts. Please try again in {n} second.', other: 'Too many sign-in attempts. Please try again in {n} seconds.' },
    es: { one: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {n} segundo.', other: 'Demasiados intentos de inicio de sesión. Inténtalo de nuevo en {n} segundos.' },
  },
  loggedOut: { en: 'Signed out.', es: 'Sesión cerrada.' },
  storeRequestThrottled: {
    en: { one: 'Too many store requests from this address. Please try again in {n} minute.', other: 'Too many store requests from this address. Please try again in {n} minutes.' },
    es: { one: 'Demasiadas solicitudes de tienda desde esta dirección. Inténtalo de nuevo en {n} minuto.', other: 'Demasiadas solicitudes de tienda desde esta dirección. Inténtalo de nuevo en {n} minutos.' },
  },
  storeRequestSent: { en: 'Request sent. You will soon receive our reply.', es: 'Solicitud enviada. Pronto recibirás nuestra respuesta.' },
  resetSent: {
    en: 'If that address belongs to an account, we have e-mailed a link to reset its password.',
    es: 'Si esa dirección pertenece a una cuenta, te enviamos un enlace para restablecer la contraseña.',
  },
  resetInvalid: { en: 'This password reset link is invalid or has expired.', es: 'El enlace para restablecer la contraseña no es válido o ha caducado.' },
  passwordUpdated: { en: 'Password updated.', es: 'Contraseña actualizada.' },
  currentPasswordWrong: { en: 'The current password is incorrect.', es: 'La contraseña actual es incorrecta.' },
  passwordThrottled: {
    en: { one: 'Too many wrong passwords. Please try again in {n} second.', other: 'Too many wrong passwords. Please try again in {n} seconds.' },
    es: { one: 'Demasiadas contraseñas incorrectas. Inténtalo de nuevo en {n} segundo.', other: 'Demasiadas contraseñas incorrectas. Inténtalo de nuevo en {n} segundos.' },
  },
  passwordsDiffer: { en: 'The password confirmation does not match.', es: 'La confirmación de la contraseña no coincide.' },
  profileSaved: { en: 'Profile updated.', es: 'Perfil actualizado.' },
  deviceSignedOut: { en: 'The device was signed out.', es: 'Se cerró la sesión del dispositivo.' },
  otherDevicesSignedOut: {
    en: { one: '{n} other device was signed out.', other: '{n} other devices were signed out.' },
    es: { one: 'Se cerró la sesión de {n} dispositivo más.', other: 'Se cerró la sesión de {n} dispositivos más.' },
  },
  badJson: { en: 'The request body is not valid JSON.', es: 'El cuerpo de la solicitud no es JSON válido.' },
  badRequest: { en: 'The request could not be understood.', es: 'No se pudo entender la solicitud.' },
  methodNotAllowed: { en: 'That method is not allowed here.', es: 'Ese método no está permitido aquí.' },
  tooLarge: { en: 'The request is too large: send at most 1 MB.', es: 'La solicitud es demasiado grande: envía como máximo 1 MB.' },
  tooDeep: { en: 'The request body is nested too deeply (at most {n} levels).', es: 'El cuerpo de la solicitud tiene demasiados niveles (como máximo {n}).' },
  unsupportedMediaType: { en: 'Send the request body as JSON, a form, or multipart with a file.', es: 'Envía el cuerpo de la solicitud como JSON, formulario o multipart con un archivo.' },
  feeSetInUse: {
    en: 'This rate is used in the weekly timeline: remove it from the timeline first.',
    es: 'Esta tarifa se usa en la línea semanal: quítala de la línea primero.',
  },
  accessUnknown: { en: 'Choose one of the lot\'s accesses.', es: 'Elige uno de los accesos del estacionamiento.' },
  badInstant: { en: 'Give the date and time as an ISO-8601 instant.', es: 'Indica la fecha y hora como instante ISO-8601.' },
  saved: { en: 'Saved.', es: 'Guardado.' },
  deleted: { en: 'Deleted.', es: 'Eliminado.' },
  badDeviceKey: { en: 'Invalid device key.', es: 'Clave de dispositivo no válida.' },
  unknownGate: { en: 'That gate does not belong to this lot.', es: 'Esa pluma no pertenece a este estacionamiento.' },
  notEntryGate: { en: 'That gate is not an entry gate.', es: 'Esa pluma no es de entrada.' },
  notExitGate: { en: 'That gate is not an exit gate.', es: 'Esa pluma no es de salida.' },
  alreadyInside: { en: 'The plate {n} is already inside.', es: 'La placa {n} ya está dentro.' },
  unpaidVisit: { en: 'The visit of {n} is not paid: it must check out before leaving.', es: 'La visita de {n} no está pagada: debe pagar antes de salir.' },
  noVisitForPlate: { en: 'There is no visit inside for the plate {n}.', es: 'No hay una visita dentro con la placa {n}.' },
  exitBeforeEntry: { en: 'The exit cannot be before the entry.', es: 'La salida no puede ser anterior a la entrada.' },
  eventRecorded: { en: 'Event recorded.', es: 'Evento registrado.' },
  eventRepeated: { en: 'Event already recorded.', es: 'Evento ya registrado.' },
  noOpenVisit: { en: 'There is no open visit for that phone.', es: 'No hay una visita abierta con ese teléfono.' },
  quoted: { en: 'Amount to pay.', es: 'Monto a pagar.' },
  quotedLatest: {
    en: 'That phone has {n} open visits: this is the most recent one.',
    es: 'Ese teléfono tiene {n} visitas abiertas: esta es la más reciente.',
  },
  quoteStale: { en: 'The amount was quoted more than a minute ago: quote again.', es: 'El monto se cotizó hace más de un minuto: vuelve a cotizar.' },
  alreadyCheckedOut: { en: 'This visit was already checked out.', es: 'Esta visita ya fue cobrada.' },
  checkedOut: { en: 'Checked out: the gate {n} opens.', es: 'Cobro realizado: se abre la pluma {n}.' },
  ratesUnquotable: {
    en: "The lot's rates cannot price this stay: ask an administrator to fix them in Rates. {n}",
    es: 'Las tarifas del estacionamiento no pueden cobrar esta estancia: pide a un administrador que las corrija en Tarifas. {n}',
  },
  pensionPlateTaken: { en: 'The plate {n} already belongs to a pension of this lot.', es: 'La placa {n} ya pertenece a una pensión de este estacionamiento.' },
  pensionPlateRepeated: { en: 'The plate {n} is repeated in this pension.', es: 'La placa {n} está repetida en esta pensión.' },
  imageNotAvailable: { en: 'Image not Available', es: 'Imagen no disponible' },
  pictureNotImage: {
    en: 'The picture field must be a PNG, JPEG, WebP or SVG image sent as a base64 data URL, of at most {n} KB.',
    es: 'El campo picture debe ser una imagen PNG, JPEG, WebP o SVG enviada como data URL en base64, de {n} KB como máximo.',
  },
  fileType: { en: 'The file must be a PNG, JPEG or WebP image.', es: 'El archivo debe ser una imagen PNG, JPEG o WebP.' },
  fileUnreadable: { en: 'The image could not be read: it may be damaged.', es: 'No se pudo leer la imagen: puede estar dañada.' },
  fileTooLarge: { en: 'The file may be at most {n} MB.', es: 'El archivo puede pesar como máximo {n} MB.' },
  documentType: { en: 'The file must be a PDF, JPEG or PNG document.', es: 'El archivo debe ser un documento PDF, JPEG o PNG.' },
  documentName: {
    en: 'The file is not what its name says (.{n}): send it with the extension of its type.',
    es: 'El archivo no es lo que dice su nombre (.{n}): envíalo con la extensión de su tipo.',
  },
  roleNotHere: { en: 'Choose one of the roles offered for this kind of user.', es: 'Elige uno de los roles que se ofrecen para este tipo de usuario.' },
  roleLocked: { en: 'The role cannot be changed: create a new user instead.', es: 'El rol no se puede cambiar: crea un usuario nuevo.' },
  emailTaken: { en: 'The e-mail {n} already belongs to another user.', es: 'El correo {n} ya pertenece a otro usuario.' },
  usernameTaken: { en: 'The username {n} already belongs to another user.', es: 'El usuario {n} ya pertenece a otra persona.' },
  notYourself: { en: 'You cannot delete or deactivate your own account.', es: 'No puedes eliminar ni desactivar tu propia cuenta.' },
  emailLocked: { en: 'The e-mail cannot be changed: create a new user instead.', es: 'El correo no se puede cambiar: crea un usuario nuevo.' },
  usernameLocked: { en: 'The username cannot be changed: create a new salesman instead.', es: 'El usuario no se puede cambiar: crea un vendedor nuevo.' },
  notYourBranch: { en: 'You can only manage the people of your own branches.', es: 'Solo puedes administrar a las personas de tus sucursales.' },
  chatEmpty: { en: 'Write a message or attach an image.', es: 'Escribe un mensaje o adjunta una imagen.' },
  chatClientIdUsed: {
    en: 'This client_id already belongs to another message: send a new one.',
    es: 'Este client_id ya pertenece a otro mensaje: envía uno nuevo.',
  },
  newsOrder: {
    en: "The order must name each of the lot's news items exactly once: reload the news and try again.",
    es: 'El orden debe nombrar cada noticia del estacionamiento exactamente una vez: vuelve a cargar las noticias e inténtalo de nuevo.',
  },
  newsFull: { en: 'A lot can have at most {n} news items: delete one first.', es: 'Un estacionamiento puede tener como máximo {n} noticias: elimina una primero.' },
  prefixTaken: { en: 'The prefix {n} already belongs to another lot.', es: 'El prefijo {n} ya pertenece a otro estacionamiento.' },
  lotRegistered: {
    en: "Lot created. Copy its device key now: it is shown only this once.",
    es: 'Estacionamiento creado. Copia ahora su clave de dispositivo: solo se muestra esta vez.',
  },
  deviceKeyRotated: {
    en: 'New device key. Copy it now: it is shown only this once, and the previous key no longer works.',
    es: 'Nueva clave de dispositivo. Cópiala ahora: solo se muestra esta vez y la anterior ya no funciona.',
  },
  geocodeZeroResults: { en: 'No place was found at that address: place the pin on the map.', es: 'No se encontró ningún lugar en esa dirección: coloca el marcador en el mapa.' },
  geocodeNotConfigured: { en: 'No geocoding service is configured: place the pin on the map.', es: 'No hay un servicio de geocodificación configurado: coloca el marcador en el mapa.' },
  geocodeUnavailable: { en: 'The geocoding service did not answer: place the pin on the map.', es: 'El servicio de geocodificación no respondió: coloca el marcador en el mapa.' },
  paymentsUnavailable: { en: 'The card payments service is not answering. Try again in a few minutes.', es: 'El servicio de pagos con tarjeta no responde. Inténtalo de nuevo en unos minutos.' },
  paymentsBadAnswer: {
    en: 'The card payments service gave an answer we cannot trust. Try again in a few minutes.',
    es: 'El servicio de pagos con tarjeta dio una respuesta en la que no podemos confiar. Inténtalo de nuevo en unos minutos.',
  },
  cardProofInvalid: { en: 'The card could not be confirmed with the card payments service: add it again.', es: 'No se pudo confirmar la tarjeta con el servicio de pagos: agrégala de nuevo.' },
  cardSaved: { en: 'Card {n} saved.', es: 'Tarjeta {n} guardada.' },
  cardUpdated: { en: 'Card {n} updated.', es: 'Tarjeta {n} actualizada.' },
  cardDeleted: { en: 'Card {n} deleted.', es: 'Tarjeta {n} eliminada.' },
  cvvTicketInvalid: {
    en: "The card's CVV confirmation was used, expired or is for another card: confirm the CVV again. Nothing was charged.",
    es: 'La confirmación del CVV ya se usó, venció o es de otra tarjeta: confirma el CVV de nuevo. No se hizo ningún cargo.',
  },
  packageUnknown: { en: 'Choose one of the credit packages on sale.', es: 'Elige uno de los paquetes de créditos a la venta.' },
  amountMismatch: { en: "The amount is not the package's price: reload the packages and try again. Nothing was charged.", es: 'El importe no es el precio del paquete: vuelve a cargar los paquetes e inténtalo de nuevo. No se hizo ningún cargo.' },
  oneStoreOnly: { en: 'Name exactly one store, or choose the credit pool.', es: 'Indica exactamente una tienda, o elige la bolsa de créditos.' },
  packageSingleStore: { en: 'This package is for one store only: choose a store.', es: 'Este paquete es solo para una tienda: elige una tienda.' },
  storeInactive: { en: 'An inactive store cannot receive credits.', es: 'Una tienda inactiva no puede recibir créditos.' },
  purchaseKeyReused: { en: 'This payment attempt was already used for another purchase: start the purchase again.', es: 'Este intento de pago ya se usó para otra compra: empieza la compra de nuevo.' },
  transferSameStore: { en: 'Choose another store to receive the credits.', es: 'Elige otra tienda para recibir los créditos.' },
  transferInactiveStore: { en: "An inactive store's credits can no longer be transferred.", es: 'Los créditos de una tienda inactiva ya no se pueden transferir.' },
  transferTooMany: {
    en: { one: 'The store has only {n} transferable credit.', other: 'The store has only {n} transferable credits.' },
    es: { one: 'La tienda solo tiene {n} crédito transferible.', other: 'La tienda solo tiene {n} créditos transferibles.' },
  },
  firstAccess: { en: 'Main access', es: 'Acceso principal' },
  defaultFeeSet: { en: 'General rate', es: 'Tarifa general' },
  firstEntryGate: { en: 'Entry', es: 'Entrada' },
  firstExitGate: { en: 'Exit', es: 'Salida' },
  serverError: { en: 'Something went wrong on our side. Please try again.', es: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.' },
} satisfies Record<string, Record<Locale, Phrase>>;

export type MessageKey = keyof typeof messages;

export function t(key: MessageKey, locale: Locale, n?: string | number): string {
  const phrase: Phrase = messages[key][locale];
  return countedText(phrase, Number(n), locale).replace('{n}', String(n ?? ''));
}
