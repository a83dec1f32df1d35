/**
 * Registers dayjs's data for the app's languages (first day of the week,
 * month names), which antd's date pickers look up by the antd locale; without
 * it every calendar starts on Sunday in English. Registering changes no
 * global default.
 */
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/nl';
