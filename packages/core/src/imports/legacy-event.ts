/** detalleEvento + configuracion of the old platform → the `events` row. */
import type { ImportedCertificate, ImportedEvent, ImportedEventStatus, ImportedTiming, ImportedVideo } from './import.types.ts';
import type { ProblemList } from './import-problems.ts';
import { parseIsoDate } from '../dates/iso-date.ts';
import { readLegacyCallDocument } from './legacy-call-document.ts';
import { localToIso, readClockTime, readInstant, readIsoDate } from './local-time.ts';
import { entriesOf, isRecord, isSet, looseBoolean, looseNumber, looseText, shown, type JsonRecord } from './legacy-values.ts';
import { messages } from '../i18n/messages.ts';
import { fill } from '../i18n/fill.ts';

/** events.start_time when horaEvento is missing. */
export const DEFAULT_START_TIME = '07:00';
export const DEFAULT_COUNTRY = messages.imports.defaultCountry;

/** eventoDisponible → status. */
const statusByAvailability: Record<string, ImportedEventStatus> = { '1': 'results', '2': 'registration', '4': 'live' };

export interface LegacyEventSections {
  detail: JsonRecord;
  configuration: unknown;
  callDocument: unknown;
  photoConfig: unknown;
}

const t = messages.imports.legacy.event;

export function readLegacyEvent(
  sections: LegacyEventSections,
  context: { timeZone: string; problems: ProblemList; notices: string[] },
): ImportedEvent | null {
  const { detail } = sections;
  const { problems } = context;
  const report = (message: string, field: string) => problems.add(fill(t.at, { message }), { field });

  const name = looseText(detail.nombreEvento);
  if (!name) report(t.nameMissing, 'nombreEvento');

  const dateText = looseText(detail.fechaEvento);
  const timePart = dateText?.split(/[T ]+/)[1];
  const eventDate = legacyEventDate(detail);
  if (!dateText) report(t.dateMissing, 'fechaEvento');
  else if (!eventDate) report(fill(t.badDate, { value: shown(detail.fechaEvento) }), 'fechaEvento');

  const timeText = looseText(detail.horaEvento) ?? (timePart && readClockTime(timePart) ? timePart : undefined);
  const startTime = timeText === undefined ? DEFAULT_START_TIME : readClockTime(timeText);
  if (startTime === null) report(fill(t.badTime, { value: shown(timeText) }), 'horaEvento');

  const availability = looseText(detail.eventoDisponible);
  const status = availability === undefined ? undefined : statusByAvailability[availability];
  if (availability !== undefined && !status) {
    context.notices.push(fill(t.unknownStatus, { value: availability }));
  }

  const config = isRecord(sections.configuration) ? sections.configuration : {};
  const timing = readTiming(config, { ...context, eventDate });
  const ageAtEventDate = findAgeSetting(config, problems);
  const organizer = isRecord(detail.organizador) ? detail.organizador : {};

  const callDocument = readLegacyCallDocument(sections.callDocument, problems);

  if (!name || !eventDate || startTime === null || !timing || ageAtEventDate === 'invalid') return null;
  const event: ImportedEvent = {
    name,
    eventDate,
    startTime,
    timeZone: context.timeZone,
    place: looseText(detail.lugarEvento) ?? '',
    city: looseText(detail.ciudadEvento) ?? '',
    country: looseText(detail.paisEvento) ?? DEFAULT_COUNTRY,
    hasWebsite: isSet(detail.showWeb),
    ageAtEventDate,
    timing,
  };
  const extras: Partial<ImportedEvent> = {
    logoUrl: looseText(detail.logoEvento),
    status,
    isTest: config.prueba === undefined ? undefined : isSet(config.prueba),
    businessId: looseText(detail.businessId),
    facebookPixel: looseText(detail.facebookPixel),
    gaId: looseText(detail.gaId),
    organizerColor: looseText(organizer.colorOrganizador ?? detail.colorOrganizador),
    privacyLink: looseText(organizer.linkAvisoPrivacidad ?? detail.linkAvisoPrivacidad),
    photoConfig: isRecord(sections.photoConfig) ? sections.photoConfig : undefined,
    callDocument,
    legacyId: looseText(detail.iDEvento),
  };
  for (const [key, value] of Object.entries(extras)) if (value !== undefined) Object.assign(event, { [key]: value });
  return event;
}

/** fechaEvento as 'YYYY-MM-DD' (a time after the date is ignored), or null. */
export function legacyEventDate(detail: JsonRecord): string | null {
  const datePart = looseText(detail.fechaEvento)?.split(/[T ]+/)[0];
  return datePart ? readIsoDate(datePart) : null;
}

interface TimingContext {
  timeZone: string;
  eventDate: string | null;
  problems: ProblemList;
}

/** configuracion.timingConfig (read from configuracion itself when the wrapper is missing). */
function readTiming(config: JsonRecord, context: TimingContext): ImportedTiming | null {
  const { problems } = context;
  const before = problems.items.length;
  const timing = isRecord(config.timingConfig) ? config.timingConfig : config;
  const flag = (key: string): boolean => {
    const value = looseBoolean(timing[key]);
    if (value !== 'invalid') return value ?? false;
    problems.add(fill(t.badFlag, { key, value: shown(timing[key]) }), { field: key });
    return false;
  };
  const result: ImportedTiming = {
    showAll: flag('showAll'),
    showDns: flag('showDNS'),
    hideControls: flag('hideControls'),
    videos: readVideos(timing.eventVideos, context),
  };
  const organizerMessages = isRecord(timing.messages) ? timing.messages : isRecord(config.messages) ? config.messages : {};
  const message = typeof organizerMessages.message_1 === 'string' ? organizerMessages.message_1.trim() : '';
  if (message !== '') result.message = message;
  const certificate = readCertificate(timing.certificateConfig);
  if (certificate) result.certificate = certificate;
  return problems.items.length > before ? null : result;
}

function readVideos(value: unknown, context: TimingContext): ImportedVideo[] {
  if (value === undefined || value === null || value === '') return [];
  const entries = entriesOf(value);
  if (!entries) {
    context.problems.add(t.videosNotList, { field: 'eventVideos' });
    return [];
  }
  return entries.flatMap(({ value: video }, index) => {
    const videoId = isRecord(video) ? looseText(video.videoId) : undefined;
    if (!isRecord(video) || !videoId) {
      context.problems.add(fill(t.videoWithoutId, { number: index + 1 }), {
        row: index + 1,
        field: 'videoId',
      });
      return [];
    }
    return [
      {
        videoId,
        title: looseText(video.title) ?? '',
        startTime: instantOrText(video.startTime, context),
        endTime: instantOrText(video.endTime, context),
        hide: isSet(video.hide),
      },
    ];
  });
}

function instantOrText(value: unknown, context: TimingContext): string {
  const text = looseText(value) ?? '';
  const instant = readInstant(text, context.timeZone);
  if (instant !== null && instant !== 'invalid') return instant;
  const date = context.eventDate ? parseIsoDate(context.eventDate) : null;
  return (date && localToIso(date, text, context.timeZone)) || text;
}

const textPositions = ['left', 'center', 'right'] as const;

/** certificateConfig: the fields the certificates area knows; unknown ones are dropped. */
function readCertificate(value: unknown): ImportedCertificate | undefined {
  if (!isRecord(value)) return undefined;
  const enabled = value.enabled ?? value.habilitado;
  const certificate: ImportedCertificate = { enabled: enabled === undefined ? true : isSet(enabled) };
  const background = looseText(value.backgroundUrl ?? value.backgroundImage ?? value.imagenFondo ?? value.imagen);
  if (background) certificate.backgroundUrl = background;
  const color = looseText(value.textColor ?? value.colorTexto);
  if (color) certificate.textColor = color;
  const position = textPositions.find((candidate) => candidate === value.textPosition);
  if (position) certificate.textPosition = position;
  const offset = looseNumber(value.verticalOffset);
  if (typeof offset === 'number' && offset >= 0 && offset <= 1) certificate.verticalOffset = offset;
  const backdrop = looseBoolean(value.whiteBackdrop);
  if (typeof backdrop === 'boolean') certificate.whiteBackdrop = backdrop;
  return certificate;
}

/** edadActual: in configuracion, its timingConfig, or the registry configuration. Default true. */
function findAgeSetting(config: JsonRecord, problems: ProblemList): boolean | 'invalid' {
  const places = [config, config.timingConfig, config.configuracion];
  for (const place of places) {
    if (!isRecord(place) || place.edadActual === undefined) continue;
    const value = looseBoolean(place.edadActual);
    if (value === 'invalid') {
      problems.add(fill(t.badAgeSetting, { value: shown(place.edadActual) }), { field: 'edadActual' });
      return 'invalid';
    }
    return value ?? true;
  }
  return true;
}
