// Generated from openapi/openapi.yaml (x-enum-labels-es) by scripts/generate-labels.mjs. Do not edit.
// Not in the SDK's main entry: `addEnumLabels('es', ENUM_LABELS_ES)` after importing it from
// `@liftline/sdk/es`.
import { ENUM_LABELS_EN, type EnumLabels } from './enum-labels';
import { labelsInOrder } from './labels-in-order';

/**
 * Every Spanish table, by enum: `ENUM_LABELS_ES.EQUIPMENT_CATEGORY` (what people read for each
 * `EquipmentCategory`), the same Records as `ENUM_LABELS_EN`.
 */
export const ENUM_LABELS_ES: EnumLabels = /* @__PURE__ */ labelsInOrder(ENUM_LABELS_EN, {
  EQUIPMENT_CATEGORY: [
    "Montacargas", // lift-trucks
    "Equipo de construcción", // construction-equipment
    "Plataformas de trabajo aéreo", // aerial-work-platforms
    "Vagones de ferrocarril", // rail-cars
    "Equipo de almacén", // warehouse-equipment
  ],
  FUEL_TYPE: [
    "Eléctrico", // electric
    "Diésel", // diesel
    "GLP", // lpg
    "Gasolina", // gasoline
    "Combustible dual", // dual-fuel
    "Sin motor", // none
  ],
  LISTING_TYPE: [
    "En alquiler", // rent
    "En venta", // buy
  ],
  LOCALE: [
    "English", // en
    "Español", // es
  ],
  WEEKDAY: [
    "lunes", // mon
    "martes", // tue
    "miércoles", // wed
    "jueves", // thu
    "viernes", // fri
    "sábado", // sat
    "domingo", // sun
  ],
  TIME_ZONE: [
    "Hora del Este (Nueva York)", // America/New_York
    "Hora del Este (Detroit)", // America/Detroit
    "Hora del Este (Indianápolis)", // America/Indiana/Indianapolis
    "Hora del Este (Louisville)", // America/Kentucky/Louisville
    "Hora del Centro (Chicago)", // America/Chicago
    "Hora de la Montaña (Denver)", // America/Denver
    "Hora de la Montaña (Boise)", // America/Boise
    "Hora de la Montaña, sin horario de verano (Phoenix)", // America/Phoenix
    "Hora del Pacífico (Los Ángeles)", // America/Los_Angeles
    "Hora de Alaska (Anchorage)", // America/Anchorage
    "Hora de Hawái (Honolulu)", // Pacific/Honolulu
  ],
  LEAD_STATUS: [
    "Nuevo", // new
    "Contactado", // contacted
    "Cotizado", // quoted
    "Ganado", // won
    "Perdido", // lost
  ],
  PUBLIC_REQUEST_STATUS: [
    "Recibida", // received
    "En proceso", // in_progress
    "Cotizada", // quoted
    "Aceptada", // accepted
    "Cerrada", // closed
  ],
  RENTAL_STATUS: [
    "Próximo", // upcoming
    "En alquiler", // on_rent
    "Recogida solicitada", // off_rent_requested
    "Devuelto", // returned
  ],
  RENTAL_REQUEST_KIND: [
    "Extensión", // extension
    "Fin de alquiler", // off_rent
    "Solicitud de servicio", // service
  ],
  RENTAL_REQUEST_STATUS: [
    "Pendiente", // pending
    "Aprobada", // approved
    "Rechazada", // refused
    "Recogida confirmada", // confirmed
    "Devuelto", // returned
    "Abierta", // open
    "Programada", // scheduled
    "Resuelta", // resolved
  ],
  QUOTE_RATE_BASIS: [
    "Tarifa diaria", // day
    "Tarifa semanal", // week
    "Tarifa de 4 semanas", // four_weeks
    "Venta", // sale
    "Unidad", // each
  ],
  QUOTE_CHARGE_KIND: [
    "Entrega", // delivery
    "Recolección", // pickup
    "Exención de daños", // damage_waiver
    "Cargo ambiental", // environmental
    "Combustible", // fuel
    "Otro", // other
  ],
  QUOTE_STATUS: [
    "Borrador", // draft
    "Enviada", // sent
    "Aceptada", // accepted
    "Rechazada", // declined
    "Reemplazada", // superseded
    "Vencida", // expired
  ],
  PERMISSION_NAME: [
    "Ver productos", // products.view
    "Administrar productos", // products.manage
    "Administrar fotos y archivos", // assets.manage
    "Ver usuarios", // users.view
    "Administrar usuarios", // users.manage
    "Invitar personas", // invites.manage
    "Ver roles", // roles.view
    "Administrar roles", // roles.manage
    "Ver clientes potenciales", // leads.view
    "Gestionar clientes potenciales", // leads.manage
    "Administrar sitios de distribuidores", // dealers.manage
    "Administrar claves de API", // api_keys.manage
    "Administrar webhooks", // webhooks.manage
    "Ver el registro de auditoría", // audit.view
  ],
  WIDGET_ELEMENT: [
    "Buscador de sucursales", // find-branch
    "Solicitar cotización", // request-quote
    "Botón de lista de cotización", // quote-list-button
    "Lista de equipos", // equipment-list
  ],
  API_KEY_STATUS: [
    "Activa", // active
    "Caducada", // expired
    "Revocada", // revoked
  ],
  AUDIT_ACTION: [
    "Clave de API creada", // api_key.created
    "Clave de API revocada", // api_key.revoked
    "Destino de webhook añadido", // webhook_endpoint.created
    "Destino de webhook modificado", // webhook_endpoint.updated
    "Destino de webhook eliminado", // webhook_endpoint.deleted
    "Secreto de webhook renovado", // webhook_endpoint.secret_rotated
    "Destino de webhook desactivado por fallos", // webhook_endpoint.disabled
    "Evento de prueba de webhook enviado", // webhook_endpoint.test_sent
    "Entrega de webhook reenviada", // webhook_delivery.resent
    "Cambio hecho con una clave de API", // operation.performed
  ],
  WEBHOOK_EVENT_TYPE: [
    "Cliente potencial recibido", // lead.created
    "Cliente potencial actualizado", // lead.updated
    "Lista de cotización recibida", // quote_list.created
    "Unidades reservadas", // booking.created
    "Reserva liberada", // booking.released
    "Producto publicado", // product.published
    "Producto retirado", // product.unpublished
    "Cotización enviada", // quote.sent
    "Cotización aceptada", // quote.accepted
    "Cotización rechazada", // quote.declined
    "Extensión solicitada", // rental.extension_requested
    "Alquiler extendido", // rental.extended
    "Fin de alquiler solicitado", // rental.off_rent_requested
    "Unidad devuelta", // rental.returned
    "Servicio solicitado", // service.requested
  ],
  WEBHOOK_DELIVERY_STATUS: [
    "En cola", // pending
    "Enviando", // delivering
    "Entregada", // succeeded
    "Fallida", // failed
  ],
  WEBHOOK_DELIVERY_EVENT_TYPE: [
    "Cliente potencial recibido", // lead.created
    "Cliente potencial actualizado", // lead.updated
    "Lista de cotización recibida", // quote_list.created
    "Unidades reservadas", // booking.created
    "Reserva liberada", // booking.released
    "Producto publicado", // product.published
    "Producto retirado", // product.unpublished
    "Cotización enviada", // quote.sent
    "Cotización aceptada", // quote.accepted
    "Cotización rechazada", // quote.declined
    "Extensión solicitada", // rental.extension_requested
    "Alquiler extendido", // rental.extended
    "Fin de alquiler solicitado", // rental.off_rent_requested
    "Unidad devuelta", // rental.returned
    "Servicio solicitado", // service.requested
    "Evento de prueba", // webhook.test
  ],
});
