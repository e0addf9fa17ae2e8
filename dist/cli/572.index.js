export const id = 572;
export const ids = [572];
export const modules = {

/***/ 1572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startSandbox: () => (/* binding */ startSandbox)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/api/error-codes.ts
var error_codes = __webpack_require__(4237);
;// CONCATENATED MODULE: ./src/sandbox/codes.ts

/**
 * The service's envelope codes that the sandbox answers with, and their messages (api-v2 §7).
 * Only the codes the sandbox can produce are listed.
 */
const Codes = {
    ok: 0,
    apiKeyEmpty: 1001,
    apiKeyWrong: 1002,
    bothKeysEmpty: 1008,
    appNotFound: 1009,
    appKeyEmpty: 1010,
    userKeyEmpty: 1012,
    appTypeEmpty: 1014,
    wrongType: 1015,
    shortcutTaken: 1017,
    invalidFile: 1021,
    buildKeyEmpty: 1023,
    wrongFileType: 1026,
    shortcutEmpty: 1031,
    tooManyScreenshots: 1039,
    userKeyInvalid: 1045,
    appExpired: 1048,
    wrongPassword: 1050,
    appBlocked: 1051,
    parseFailed: 1058,
    passwordEmpty: 1061,
    appGroupKeyEmpty: 1075,
    illegalRequest: 1081,
    feedbackKeyEmpty: 1082,
    feedbackNotFound: 1083,
    crashIdEmpty: 1086,
    crashNotFound: 1087,
    notFound: 1093,
    wrongMethod: 1096,
    rateLimited: 1098,
    appGroupNotFound: 1100,
    internalError: 1188,
    installDatesMissing: 1144,
    installDatesOrder: 1145,
    lastDownloadableBuild: 1202,
    lastDisplayedBuild: 1203,
    channelInvalid: 1212,
    publishFailed: 1216,
    parsing: 1246,
    publishing: 1247,
};
/** The message the sandbox sends with `code`: the reference's wording (api-v2 §7). */
function messageOf(code) {
    return code === Codes.ok ? '' : (0,error_codes/* describeErrorCode */.BD)(code);
}
/**
 * An envelope error: the handler's way to answer `{code, message, data: []}`.
 * `httpStatus` is 200 like the real service, except where the sandbox documents otherwise.
 */
class ServiceRefusal extends Error {
    code;
    httpStatus;
    constructor(code, httpStatus = 200, detail) {
        super(detail ?? messageOf(code));
        this.code = code;
        this.httpStatus = httpStatus;
        this.name = 'ServiceRefusal';
    }
}

;// CONCATENATED MODULE: ./src/sandbox/envelope.ts

/**
 * Converts handler data to what the real service sends (design §3): every number becomes a
 * string (`"buildType": "2"`), booleans stay booleans, `undefined` fields are dropped and an
 * empty object becomes `[]` (the service is PHP; an empty associative array encodes as a list).
 */
function toWire(value) {
    if (typeof value === 'number' || typeof value === 'bigint')
        return String(value);
    if (typeof value === 'string' || typeof value === 'boolean' || value === null)
        return value;
    if (Array.isArray(value))
        return value.map(toWire);
    if (typeof value === 'object') {
        const entries = Object.entries(value).filter(([, field]) => field !== undefined);
        if (entries.length === 0)
            return [];
        return Object.fromEntries(entries.map(([name, field]) => [name, toWire(field)]));
    }
    return null;
}
/**
 * Sends the envelope `{"code": int, "message": string, "data": ...}` (design §3).
 * @param status HTTP status; the service answers 200 for envelope errors too.
 */
function sendEnvelope(res, code, data = [], message = messageOf(code), status = 200) {
    const body = JSON.stringify({ code, message, data: toWire(data) });
    res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
    });
    res.end(body);
}
/** Sends `body` with `contentType` and `status`, with an exact Content-Length. */
function sendBody(res, status, contentType, body) {
    res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
    res.end(body);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(6466);
// EXTERNAL MODULE: ./node_modules/busboy/lib/index.js
var lib = __webpack_require__(680);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/sandbox/random.ts

/** `bytes` random bytes as lowercase hex (2 characters per byte). */
function randomHex(bytes) {
    return (0,external_node_crypto_.randomBytes)(bytes).toString('hex');
}
/** `length` random lowercase ASCII letters, the shape of the service's generated short links. */
function randomLetters(length) {
    return Array.from({ length }, () => String.fromCharCode(97 + (0,external_node_crypto_.randomInt)(26))).join('');
}

;// CONCATENATED MODULE: ./src/sandbox/form.ts







/** Bound for a urlencoded body and for each multipart field, in bytes. */
const maxFieldBytes = 1024 * 1024;
/**
 * Reads an API request's parameters the way the service's PHP does (`$_REQUEST`): the query
 * string, then the body, urlencoded or multipart/form-data, whose fields win. Multipart file
 * parts named in `fileFields` are streamed to `tempDir` (never buffered); other file parts are
 * drained.
 * @throws ServiceRefusal 1081 (HTTP 400) for a malformed multipart body, (HTTP 413) for a urlencoded
 *   body over 1 MiB.
 */
async function readForm(req, fileFields, tempDir) {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const fields = new Map(url.searchParams);
    const files = new Map();
    const form = {
        fields,
        files,
        discard: async () => {
            await Promise.all([...files.values()].map(({ path }) => (0,promises_.rm)(path, { force: true })));
        },
    };
    const type = req.headers['content-type'] ?? '';
    try {
        if (type.startsWith('multipart/form-data')) {
            await readMultipart(req, form, fileFields, tempDir);
        }
        else {
            for (const [name, value] of new URLSearchParams(await readText(req)))
                fields.set(name, value);
        }
    }
    catch (error) {
        await form.discard();
        throw error;
    }
    return form;
}
async function readText(req) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        size += chunk.length;
        if (size > maxFieldBytes)
            throw new ServiceRefusal(Codes.illegalRequest, 413, 'request body too large');
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function readMultipart(req, form, fileFields, tempDir) {
    return new Promise((resolve, reject) => {
        const writes = [];
        const malformed = (error) => {
            req.unpipe();
            req.resume();
            reject(new ServiceRefusal(Codes.illegalRequest, 400, `malformed multipart body: ${String(error)}`));
        };
        let parser;
        try {
            parser = lib_default()({ headers: req.headers, limits: { fieldSize: maxFieldBytes } });
        }
        catch (error) {
            malformed(error);
            return;
        }
        parser.on('field', (name, value) => form.fields.set(name, value));
        parser.on('file', (name, stream, info) => {
            if (!fileFields.includes(name) || form.files.has(name)) {
                stream.resume();
                return;
            }
            const path = (0,external_node_path_.join)(tempDir, randomHex(16));
            const file = { path, fileName: info.filename ?? '', size: 0 };
            form.files.set(name, file);
            stream.on('data', (chunk) => (file.size += chunk.length));
            writes.push((0,external_node_stream_promises_.pipeline)(stream, (0,external_node_fs_.createWriteStream)(path)));
        });
        parser.on('error', malformed);
        parser.on('close', () => {
            Promise.all(writes).then(() => {
                resolve();
            }, reject);
        });
        req.pipe(parser);
    });
}

;// CONCATENATED MODULE: ./src/sandbox/handler-context.ts

/** A handler's answer that is a 302 redirect rather than an envelope (app/install). */
class Redirect {
    location;
    constructor(location) {
        this.location = location;
    }
}
/** The app named by the `appKey` parameter. @throws ServiceRefusal 1010 when empty, 1009 when unknown. */
function requireApp({ params, core }) {
    const app = core.state.apps.get(params.required('appKey', Codes.appKeyEmpty));
    if (app === undefined)
        throw new ServiceRefusal(Codes.appNotFound);
    return app;
}
/** The build named by the `buildKey` parameter. @throws ServiceRefusal 1023 when empty, 1093 when unknown. */
function requireBuild({ params, core }) {
    const build = core.state.builds.get(params.required('buildKey', Codes.buildKeyEmpty));
    if (build === undefined)
        throw new ServiceRefusal(Codes.notFound);
    return build;
}

;// CONCATENATED MODULE: ./src/sandbox/params.ts

/**
 * Typed access to an operation's parameters. A parameter sent empty counts as absent for
 * `required` (the service's "X is empty" codes) but as given for `optional`, since some
 * operations document "an empty value sets it to empty" (api-v2 §4.7).
 */
class Params {
    fields;
    constructor(fields) {
        this.fields = fields;
    }
    /** The value, '' when sent empty, undefined when absent. */
    optional(name) {
        return this.fields.get(name);
    }
    /** The value. @throws ServiceRefusal `code` when absent or empty. */
    required(name, code) {
        const value = this.fields.get(name) ?? '';
        if (value === '')
            throw new ServiceRefusal(code);
        return value;
    }
    /**
     * One of `allowed` (compared as text), or undefined when absent or empty.
     * @throws ServiceRefusal `code` (default 1081) for any other value.
     */
    choice(name, allowed, code = Codes.illegalRequest) {
        const value = this.fields.get(name) ?? '';
        if (value === '')
            return undefined;
        const match = allowed.find((candidate) => String(candidate) === value);
        if (match === undefined)
            throw new ServiceRefusal(code, 200, `${name} must be one of ${allowed.join(', ')}`);
        return match;
    }
    /** The 1-based page of a list operation; absent, empty or invalid means 1. */
    page() {
        const page = Number(this.fields.get('page'));
        return Number.isInteger(page) && page >= 1 ? page : 1;
    }
}

;// CONCATENATED MODULE: ./src/sandbox/clock.ts
/** The service runs on China Standard Time (UTC+8, no daylight saving); its timestamps use it. */
const serviceOffsetMs = 8 * 60 * 60 * 1000;
/** `date` as the service prints timestamps: `YYYY-MM-DD HH:mm:ss` in UTC+8. */
function serviceDateTime(date) {
    return new Date(date.getTime() + serviceOffsetMs).toISOString().slice(0, 19).replace('T', ' ');
}
/** The calendar day of `date` in UTC+8, `YYYY-MM-DD`. */
function serviceDay(date) {
    return serviceDateTime(date).slice(0, 10);
}
/** True when `text` is a real calendar date written `YYYY-MM-DD` (so 2024-02-30 is not). */
function isCalendarDate(text) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text))
        return false;
    return new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
}

;// CONCATENATED MODULE: ./src/sandbox/secrets.ts

/** Compares a secret the client sent with the expected one in constant time (for equal lengths). */
function sameSecret(given, expected) {
    const left = Buffer.from(given);
    const right = Buffer.from(expected);
    return left.length === right.length && (0,external_node_crypto_.timingSafeEqual)(left, right);
}

;// CONCATENATED MODULE: ./src/sandbox/pages/install-access.ts



/**
 * Why `build` cannot be installed at `now`, or undefined when it can: 1051 when the service
 * blocked it, 1048 when the day (UTC+8) is outside the app's install period. The spec names
 * only "app expired"; the sandbox answers it before the period starts too.
 * Shared by app/install and the install page, so both refuse alike.
 */
function unavailability(app, build, now) {
    if (build.manuallyBlocked === 1) {
        return {
            code: Codes.appBlocked,
            reason: 'The service blocked this build for breaking its rules.',
        };
    }
    const { restricted, start, end } = app.settings.period;
    if (restricted === 2)
        return undefined;
    const today = serviceDay(now);
    if (today > end) {
        return { code: Codes.appExpired, reason: `The install period ended on ${end} (UTC+8).` };
    }
    if (today < start) {
        return { code: Codes.appExpired, reason: `The install period starts on ${start} (UTC+8).` };
    }
    return undefined;
}
/** True when the app is a password install (install type 2). */
function needsPassword(app) {
    return app.settings.installType === 2;
}
/** True when `given` opens the app: its install password, or anything when it has none. */
function passwordAccepted(app, given) {
    return !needsPassword(app) || sameSecret(given, app.settings.password);
}

;// CONCATENATED MODULE: ./src/sandbox/model.ts
/**
 * The sandbox's records (api-v2 §2), in natural types. Numbers stay numbers here; the envelope
 * turns them into strings on the wire (design §3).
 */
/** buildType as the service numbers it: 1 iOS, 2 Android (api-v2 §2.2), 3 HarmonyOS. */
const buildTypeCodes = { ios: 1, android: 2, harmony: 3 };
/** The file extension of each platform's package. */
const fileExtensions = {
    ios: 'ipa',
    android: 'apk',
    harmony: 'hap',
};
/** Install page templates that app/update accepts (api-v2 §4.6). */
const templates = ['classic', 'fashion', 'gray', 'green', 'colorful'];

;// CONCATENATED MODULE: ./src/sandbox/records.ts


/**
 * The shapes the operations answer with (api-v2 §2.2, §4). Numbers here become strings in the
 * envelope.
 */
/** The basic build set (api-v2 §2.2), the answer of buildInfo and app/upload. */
function basicRecord(state, links, build) {
    const app = state.appOf(build);
    return {
        buildKey: build.key,
        buildType: buildTypeCodes[build.platform],
        buildIsFirst: flag(build.buildVersion === 1),
        buildIsLastest: flag(app.newestBuildKey === build.key),
        buildFileSize: build.fileSize,
        buildName: build.name,
        buildVersion: build.version,
        buildVersionNo: build.versionNo,
        buildBuildVersion: build.buildVersion,
        buildIdentifier: build.identifier,
        buildIcon: '',
        buildDescription: build.description,
        buildUpdateDescription: build.updateDescription,
        buildScreenShots: build.screenshots.join(','),
        buildShortcutUrl: app.shortcut,
        buildQRCodeURL: links.qrCode(links.target(app, build)),
        buildCreated: serviceDateTime(build.created),
        buildUpdated: serviceDateTime(build.updated),
    };
}
/**
 * The full record of app/view and app/update (api-v2 §4.5, §4.6): the basic set, the app's
 * settings and the other builds of the app.
 */
function detailedRecord(state, links, build, now) {
    const app = state.appOf(build);
    const { settings } = app;
    const today = serviceDay(now);
    const others = state.buildsOf(app.key).filter((other) => other !== build);
    const downloadsToday = (of) => of.downloadsByDay.get(today) ?? 0;
    return {
        ...basicRecord(state, links, build),
        iconUrl: '',
        buildScreenshotsUrl: build.screenshots.map((key) => links.screenshot(key)),
        buildCates: '',
        buildPassword: settings.password,
        buildInstallType: settings.installType,
        buildQrcodeShowAppIcon: settings.qrcodeShowAppIcon,
        buildVersionType: settings.versionType,
        buildIsAcceptFeedback: settings.feedbackStatus,
        buildIsUploadCrashlog: 1,
        buildTemplate: settings.template,
        buildManuallyBlocked: build.manuallyBlocked,
        buildIsPlaceholder: 2,
        isOwner: 1,
        isJoin: 2,
        appExpiredDate: '',
        appExpiredStatus: 2,
        appKey: app.key,
        appAutoSync: settings.autoSync,
        appShowServiceCopyright: settings.showServiceCopyright,
        appDownloadPay: 0,
        appDownloadDescription: '',
        appLang: settings.lang,
        appIsTestFlight: 2,
        appIsInstallDate: settings.period.restricted,
        appInstallStartDate: settings.period.start,
        appInstallEndDate: settings.period.end,
        appFeedbackStatus: settings.feedbackStatus,
        isMerged: 2,
        mergeAppInfo: [],
        otherApps: others.map((other) => ({
            buildKey: other.key,
            buildName: other.name,
            buildVersion: other.version,
            buildBuildVersion: other.buildVersion,
            buildCreated: serviceDateTime(other.created),
            buildUpdated: serviceDateTime(other.updated),
        })),
        otherAppsCount: others.length,
        todayDownloadCount: [build, ...others].reduce((sum, of) => sum + downloadsToday(of), 0),
        todayBuildDownloadCount: downloadsToday(build),
    };
}
/** One entry of app/builds (api-v2 §4.8); app/listMy adds the appKey (§4.10). */
function listEntry(build) {
    return {
        buildKey: build.key,
        buildType: buildTypeCodes[build.platform],
        buildFileSize: build.fileSize,
        buildName: build.name,
        buildVersion: build.version,
        buildVersionNo: build.versionNo,
        buildBuildVersion: build.buildVersion,
        buildIdentifier: build.identifier,
        buildIcon: '',
        buildCreated: serviceDateTime(build.created),
    };
}
/** The answer of app/getByShortcut (api-v2 §4.9). */
function shortcutRecord(state, links, build) {
    const record = omit(basicRecord(state, links, build), [
        'buildIcon',
        'buildQRCodeURL',
        'buildUpdated',
    ]);
    return { ...record, buildFileName: build.fileName };
}
/** The answer of app/updateApp: the basic set without buildQRCodeURL (api-v2 §4.7). */
function updatedBuildRecord(state, links, build) {
    return omit(basicRecord(state, links, build), ['buildQRCodeURL']);
}
/**
 * One page of a list operation: `{list, count, pageCount, currentPage}`; `page` is 1-based,
 * a page past the end has an empty list.
 */
function paged(items, page, pageSize) {
    return {
        list: items.slice((page - 1) * pageSize, page * pageSize),
        count: items.length,
        pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
        currentPage: page,
    };
}
function omit(record, keys) {
    const dropped = new Set(keys);
    return Object.fromEntries(Object.entries(record).filter(([key]) => !dropped.has(key)));
}
function flag(value) {
    return value ? 1 : 2;
}

;// CONCATENATED MODULE: ./src/sandbox/handlers/app-read.ts




/**
 * app/view (api-v2 §4.5): the build `buildKey` of the app, else the app's current build, with
 * the app's settings and other builds.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app, 1093 buildKey not a build of the app.
 */
function viewApp(context) {
    const { params, core, now } = context;
    const app = requireApp(context);
    const buildKey = params.optional('buildKey') ?? '';
    const build = buildKey === '' ? core.state.currentBuild(app) : core.state.builds.get(buildKey);
    if (build?.appKey !== app.key)
        throw new ServiceRefusal(Codes.notFound);
    return detailedRecord(core.state, core.links, build, now);
}
/**
 * app/builds (api-v2 §4.8): the app's builds, most recent upload first, one page of `pageSize`.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app.
 */
function listBuilds(context) {
    const { params, core } = context;
    const builds = core.state.buildsOf(requireApp(context).key);
    return paged(builds.map(listEntry), params.page(), core.pageSize);
}
/**
 * app/listMy (api-v2 §4.10): the caller's apps, each by its current build, most recent first.
 */
function listMyApps({ params, core }) {
    const builds = [...core.state.apps.values()]
        .map((app) => core.state.currentBuild(app))
        .filter((build) => build !== undefined)
        .sort((a, b) => b.created.getTime() - a.created.getTime());
    const entries = builds.map((build) => ({ ...listEntry(build), appKey: build.appKey }));
    return paged(entries, params.page(), core.pageSize);
}
/**
 * app/getByShortcut (api-v2 §4.9): the current build of the app with that short link.
 * @throws ServiceRefusal 1031 short link empty, 1009 no app has it.
 */
function getByShortcut({ params, core }) {
    const shortcut = params.required('buildShortcutUrl', Codes.shortcutEmpty);
    const app = core.state.appByShortcut(shortcut);
    return shortcutRecord(core.state, core.links, currentBuildOf({ core, app }));
}
/**
 * app/check (api-v2 §4.12): whether the app's current build is newer than the caller's, by
 * buildBuildVersion when given, else by buildVersion (dotted numbers); neither given: false.
 * The sandbox has no forced updates and no channels (channelKey is accepted and ignored).
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app.
 */
function checkForUpdate(context) {
    const { params, core } = context;
    const app = requireApp(context);
    const build = currentBuildOf({ core, app });
    const buildVersion = params.optional('buildBuildVersion') ?? '';
    const version = params.optional('buildVersion') ?? '';
    const newer = buildVersion !== ''
        ? build.buildVersion > Number(buildVersion)
        : version !== '' && compareVersions(build.version, version) > 0;
    return {
        buildBuildVersion: build.buildVersion,
        forceUpdateVersion: '',
        forceUpdateVersionNo: '',
        needForceUpdate: false,
        downloadURL: core.links.download(build.key),
        appURL: core.links.installPage(core.links.target(app, build)),
        buildHaveNewVersion: newer,
        buildVersionNo: build.versionNo,
        buildVersion: build.version,
        buildShortcutUrl: app.shortcut,
        buildUpdateDescription: build.updateDescription,
    };
}
/**
 * app/install (api-v2 §4.4, GET): redirects (302) to the package download of the build
 * `buildKey`, or of the current build of the app named by `appKey` (an appKey or short link).
 * @throws ServiceRefusal 1008 both empty, 1093 unknown build, 1009 unknown app, 1051 blocked build,
 *   1048 today is outside the install period, 1050 wrong install password (password apps); the
 *   same rules as the install page, in its order.
 */
function install({ params, core, now }) {
    const buildKey = params.optional('buildKey') ?? '';
    const appKey = params.optional('appKey') ?? '';
    if (buildKey === '' && appKey === '')
        throw new ServiceRefusal(Codes.bothKeysEmpty);
    let build;
    if (buildKey !== '') {
        build = core.state.builds.get(buildKey);
        if (build === undefined)
            throw new ServiceRefusal(Codes.notFound);
    }
    else {
        build = currentBuildOf({ core, app: core.state.findApp(appKey) });
    }
    const app = core.state.appOf(build);
    const unavailable = unavailability(app, build, now);
    if (unavailable !== undefined)
        throw new ServiceRefusal(unavailable.code);
    if (!passwordAccepted(app, params.optional('buildPassword') ?? '')) {
        throw new ServiceRefusal(Codes.wrongPassword);
    }
    return new Redirect(core.links.download(build.key));
}
/** The current build of `app`. @throws ServiceRefusal 1009 when there is no app or no build. */
function currentBuildOf({ core, app, }) {
    const build = app === undefined ? undefined : core.state.currentBuild(app);
    if (build === undefined)
        throw new ServiceRefusal(Codes.appNotFound);
    return build;
}
/** Compares dotted version labels numerically part by part ("1.10" > "1.9"); non-numbers count 0. */
function compareVersions(a, b) {
    const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
    const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
    for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
        const difference = (left[index] ?? 0) - (right[index] ?? 0);
        if (difference !== 0)
            return difference;
    }
    return 0;
}

;// CONCATENATED MODULE: ./src/sandbox/upload-settings.ts


/**
 * The install validity period from its three parameters (api-v2 §4.1, §4.6).
 * @param restricted 1 = dates apply, 2 = long-term valid, undefined = leave as is.
 * @returns undefined when `restricted` is undefined.
 * @throws ServiceRefusal 1144 when a date is missing or not a YYYY-MM-DD calendar date, 1145 when the
 *   end is not after the start.
 */
function parseInstallPeriod(restricted, start, end) {
    if (restricted === undefined)
        return undefined;
    if (restricted === 2)
        return { restricted, start: '', end: '' };
    if (start === undefined || end === undefined || !isCalendarDate(start) || !isCalendarDate(end)) {
        throw new ServiceRefusal(Codes.installDatesMissing);
    }
    if (end <= start)
        throw new ServiceRefusal(Codes.installDatesOrder);
    return { restricted, start, end };
}
/**
 * The settings of an upload (getCOSToken api-v2 §4.1, app/upload §4.3), validated.
 * buildInstallType defaults to 1 (public); the password is kept only for type 2.
 * `oversea` only selects an upload route at the service; it is validated and has no effect here.
 * @throws ServiceRefusal 1081 for a value outside an enumeration, 1061 for install type 2 without a
 *   password, 1144/1145 for the dates, 1212 for a channel short link (the sandbox has no channels).
 */
function parseUploadSettings(params) {
    const installType = params.choice('buildInstallType', [1, 2, 3]) ?? 1;
    const password = params.optional('buildPassword') ?? '';
    if (installType === 2 && password === '')
        throw new ServiceRefusal(Codes.passwordEmpty);
    params.choice('oversea', [1, 2]);
    if ((params.optional('buildChannelShortcut') ?? '') !== '')
        throw new ServiceRefusal(Codes.channelInvalid);
    return {
        installType,
        password: installType === 2 ? password : '',
        description: params.optional('buildDescription') ?? '',
        updateDescription: params.optional('buildUpdateDescription') ?? '',
        period: parseInstallPeriod(params.choice('buildInstallDate', [1, 2]), params.optional('buildInstallStartDate'), params.optional('buildInstallEndDate')),
    };
}

;// CONCATENATED MODULE: ./src/sandbox/handlers/app-write.ts









const flags = [1, 2];
/** At most 5 screenshots per build (api-v2 §8, error 1039). */
const maxScreenshots = 5;
/**
 * app/update (api-v2 §4.6): changes the app's settings; every parameter is validated before any
 * is applied. buildInstallType is required (the spec marks it R); 1 (public) is accepted too.
 * @returns the detailed record of the app's current build, as app/view.
 * @throws ServiceRefusal 1010/1009 for the app, 1081 buildInstallType missing or any value outside its
 *   enumeration, 1061 password install without a password, 1017 short link taken or invalid,
 *   1144/1145 for the install period.
 */
function updateApp(context) {
    const { params, core, now } = context;
    const app = requireApp(context);
    const installType = params.choice('buildInstallType', [1, 2, 3]);
    if (installType === undefined) {
        throw new ServiceRefusal(Codes.illegalRequest, 200, 'buildInstallType is required');
    }
    const access = accessChange(app, installType, params.optional('buildPassword'));
    const shortcut = shortcutChange(core.state, app, params.optional('buildShortcutUrl'));
    const changes = {
        ...access,
        period: parseInstallPeriod(params.choice('appIsInstallDate', flags), params.optional('appInstallStartDate'), params.optional('appInstallEndDate')),
        lang: params.choice('appLang', [1, 2, 3]),
        versionType: params.choice('buildVersionType', flags),
        autoSync: params.choice('appAutoSync', flags),
        showServiceCopyright: params.choice('appShowServiceCopyright', flags),
        qrcodeShowAppIcon: params.choice('buildQrcodeShowAppIcon', flags),
        feedbackStatus: params.choice('appFeedbackStatus', flags),
        template: params.choice('buildTemplate', templates),
    };
    Object.assign(app.settings, definedOnly(changes));
    app.shortcut = shortcut;
    const build = core.state.currentBuild(app);
    if (build === undefined)
        throw new ServiceRefusal(Codes.notFound);
    return detailedRecord(core.state, core.links, build, now);
}
/**
 * app/updateApp (api-v2 §4.7): changes one build (descriptions, version label, screenshot) and
 * its app's short link and install access. Needs the userKey. A parameter sent empty sets the
 * field empty; buildVersion empty resets it to 1.0. buildKey is required: it is the only
 * parameter that names what to change.
 * @throws ServiceRefusal 1012 userKey empty, 1045 wrong userKey, 1023/1093 for the build, 1081 bad
 *   install type, 1061 password install without a password, 1017 short link, 1039 a sixth
 *   screenshot.
 */
async function updateBuild(context) {
    const { params, files, core, now } = context;
    if (!sameSecret(params.required('userKey', Codes.userKeyEmpty), core.userKey)) {
        throw new ServiceRefusal(Codes.userKeyInvalid);
    }
    const build = requireBuild(context);
    const app = core.state.appOf(build);
    const installType = params.choice('buildInstallType', [1, 2, 3]);
    const access = accessChange(app, installType ?? app.settings.installType, params.optional('buildPassword'));
    const shortcut = shortcutChange(core.state, app, params.optional('buildShortcutUrl'));
    const screenshot = files.get('screenshot');
    if (screenshot !== undefined && build.screenshots.length >= maxScreenshots) {
        throw new ServiceRefusal(Codes.tooManyScreenshots);
    }
    Object.assign(app.settings, access);
    app.shortcut = shortcut;
    build.description = params.optional('buildDescription') ?? build.description;
    build.updateDescription = params.optional('buildUpdateDescription') ?? build.updateDescription;
    const version = params.optional('buildVersion');
    if (version !== undefined)
        build.version = version === '' ? '1.0' : version;
    if (screenshot !== undefined) {
        const key = `${randomHex(16)}${(0,external_node_path_.extname)(screenshot.fileName).toLowerCase()}`;
        await (0,promises_.rename)(screenshot.path, (0,external_node_path_.join)(core.paths.screenshots, key));
        build.screenshots.push(key);
    }
    build.updated = now;
    return updatedBuildRecord(core.state, core.links, build);
}
/** app/setNewestVersion (api-v2 §4.11). @throws ServiceRefusal 1023/1093 for the build. */
function setNewestVersion(context) {
    context.core.state.setNewest(requireBuild(context));
    return [];
}
/** app/cancelNewestVersion (api-v2 §4.11). @throws ServiceRefusal 1023/1093 for the build. */
function cancelNewestVersion(context) {
    context.core.state.cancelNewest(requireBuild(context));
    return [];
}
/**
 * app/deleteApp (api-v2 §4.17): removes the app, its builds and their files.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app.
 */
async function deleteApp(context) {
    const { state, paths } = context.core;
    await removeFiles(state.removeApp(requireApp(context)), paths);
    return [];
}
/**
 * app/buildDelete (api-v2 §4.17): removes one build and its file.
 * @throws ServiceRefusal 1023/1093 for the build, 1202 when it is the app's last build.
 */
async function deleteBuild(context) {
    const { state, paths } = context.core;
    const build = requireBuild(context);
    if (state.buildsOf(build.appKey).length <= 1)
        throw new ServiceRefusal(Codes.lastDownloadableBuild);
    state.removeBuild(build);
    await removeFiles([build], paths);
    return [];
}
/** The install type and password after a change; password install needs a password. */
function accessChange(app, installType, password) {
    const newPassword = password ?? app.settings.password;
    if (installType === 2 && newPassword === '')
        throw new ServiceRefusal(Codes.passwordEmpty);
    return { installType, password: installType === 2 ? newPassword : '' };
}
/** The app's short link after a change; absent or empty keeps it. */
function shortcutChange(state, app, shortcut) {
    if (shortcut === undefined || shortcut === '' || shortcut === app.shortcut)
        return app.shortcut;
    if (!state.isShortcutAvailable(shortcut, app))
        throw new ServiceRefusal(Codes.shortcutTaken);
    return shortcut;
}
function definedOnly(changes) {
    return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
/** Removes the packages and screenshots of `builds` that the sandbox stored (not seed files). */
async function removeFiles(builds, paths) {
    const owned = builds.flatMap(({ filePath, screenshots }) => [
        ...(filePath !== undefined && (0,external_node_path_.dirname)(filePath) === paths.builds ? [filePath] : []),
        ...screenshots.map((key) => (0,external_node_path_.join)(paths.screenshots, key)),
    ]);
    await Promise.all(owned.map((path) => (0,promises_.rm)(path, { force: true })));
}

;// CONCATENATED MODULE: ./src/sandbox/handlers/collections.ts





/** appGroup/listAll (api-v2 §4.13): every app group, unpaged. */
function listAppGroups({ core }) {
    return [...core.state.appGroups.values()].map(groupSummary);
}
/**
 * appGroup/view (api-v2 §4.13): one group with the current build of each of its apps.
 * @throws ServiceRefusal 1075 appGroupKey empty, 1100 unknown group.
 */
function viewAppGroup({ params, core }) {
    const group = core.state.appGroups.get(params.required('appGroupKey', Codes.appGroupKeyEmpty));
    if (group === undefined)
        throw new ServiceRefusal(Codes.appGroupNotFound);
    const apps = group.appKeys
        .map((key) => core.state.apps.get(key))
        .map((app) => (app === undefined ? undefined : core.state.currentBuild(app)))
        .filter((build) => build !== undefined)
        .map((build) => ({ ...listEntry(build), appKey: build.appKey }));
    return { ...groupSummary(group), apps };
}
/**
 * feedback/listAll (api-v2 §4.14): the app's feedback, newest first, paged like app/builds.
 * @throws ServiceRefusal 1010/1009 for the app.
 */
function listFeedback(context) {
    const { params, core } = context;
    const app = requireApp(context);
    const list = [...core.state.feedback.values()]
        .filter((feedback) => feedback.appKey === app.key)
        .sort((a, b) => b.created.getTime() - a.created.getTime())
        .map((feedback) => ({
        feedbackKey: feedback.key,
        feedbackContent: feedback.content,
        feedbackImages: feedback.images,
        feedbackVoice: feedback.voice,
        feedbackFrom: feedback.from,
        feedbackProcess: feedback.process,
        feedbackCreated: serviceDateTime(feedback.created),
    }));
    return paged(list, params.page(), core.pageSize);
}
/**
 * feedback/view (api-v2 §4.14).
 * @throws ServiceRefusal 1010/1009 for the app, 1082 feedbackKey empty, 1083 not the app's feedback.
 */
function viewFeedback(context) {
    const { params, core } = context;
    const app = requireApp(context);
    const feedback = core.state.feedback.get(params.required('feedbackKey', Codes.feedbackKeyEmpty));
    if (feedback?.appKey !== app.key)
        throw new ServiceRefusal(Codes.feedbackNotFound);
    const build = core.state.currentBuild(app);
    return {
        feedbackContent: feedback.content,
        feedbackImages: feedback.images,
        feedbackVoice: feedback.voice,
        feedbackDeviceName: feedback.deviceName,
        feedbackOSVersion: feedback.osVersion,
        feedbackOSType: buildTypeCodes[app.platform],
        feedbackOSJailBroken: feedback.jailBroken,
        feedbackFreeRam: feedback.freeRam,
        feedbackFreeSpace: feedback.freeSpace,
        feedbackNetwork: feedback.network,
        feedbackSDKVersion: feedback.sdkVersion,
        feedbackFrom: feedback.from,
        feedbackProcess: feedback.process,
        buildType: buildTypeCodes[app.platform],
        buildName: build?.name ?? '',
        feedbackCreated: serviceDateTime(feedback.created),
    };
}
/**
 * crash/listAll (api-v2 §4.15): the app's crash groups, newest first, paged.
 * @throws ServiceRefusal 1010/1009 for the app.
 */
function listCrashes(context) {
    const { params, core } = context;
    const app = requireApp(context);
    const list = [...core.state.crashes.values()]
        .filter((crash) => crash.appKey === app.key)
        .sort((a, b) => b.created.getTime() - a.created.getTime())
        .map((crash) => ({
        crashId: crash.id,
        crashCount: crash.count,
        crashTitle: crash.title,
        crashPattern: crash.pattern,
        crashDescribe: crash.describe,
        crashAppVersion: crash.appVersion,
        crashProcess: crash.process,
        crashCreated: serviceDateTime(crash.created),
    }));
    return paged(list, params.page(), core.pageSize);
}
/**
 * crash/view (api-v2 §4.15).
 * @throws ServiceRefusal 1010/1009 for the app, 1086 crashId empty, 1087 not a crash of the app.
 */
function viewCrash(context) {
    const { params, core } = context;
    const app = requireApp(context);
    const crash = core.state.crashes.get(Number(params.required('crashId', Codes.crashIdEmpty)));
    if (crash?.appKey !== app.key)
        throw new ServiceRefusal(Codes.crashNotFound);
    return {
        crashLog: crash.log,
        crashCount: crash.count,
        crashTitle: crash.title,
        crashPattern: crash.pattern,
        crashDescribe: crash.describe,
        crashAppVersion: crash.appVersion,
        crashIsSymbolicated: crash.isSymbolicated,
        crashIsReaded: crash.isReaded,
        crashProcess: crash.process,
        crashViewStatus: crash.viewStatus,
        deviceAffectList: crash.deviceAffectList,
        crashCreated: serviceDateTime(crash.created),
    };
}
/** certificate/index (api-v2 §4.16): every certificate, unpaged. */
function listCertificates({ core }) {
    return [...core.state.certificates.values()].map((certificate) => ({
        certificateKey: certificate.key,
        certificateName: certificate.name,
        certificateExpired: certificate.expired,
        certificateCreated: serviceDateTime(certificate.created),
        certificateStatus: certificate.status,
    }));
}
function groupSummary(group) {
    return {
        appGroupName: group.name,
        appGroupKey: group.key,
        appGroupShortcutURL: group.shortcut,
        appGroupDescription: group.description,
        appGroupCount: group.appKeys.length,
        appCreated: serviceDateTime(group.created),
    };
}

// EXTERNAL MODULE: external "node:stream/consumers"
var consumers_ = __webpack_require__(8321);
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __webpack_require__(663);
;// CONCATENATED MODULE: ./src/sandbox/package-reader.ts



/** The package cannot be read as the platform's package: the service's publish failure, 1216. */
class PackageError extends Error {
    name = 'PackageError';
}
/** Local file header signature that every non-empty zip (APK, IPA, HAP) starts with. */
const zipMagic = Buffer.from('PK\x03\x04', 'latin1');
/** module.json is a few KiB; anything far larger is not a HAP manifest. */
const maxModuleJsonBytes = 1024 * 1024;
/**
 * Reads name, version, version code and identifier from the package at `path`, as `platform`
 * requires: AndroidManifest.xml (+ resources.arsc for the label) of an APK, Info.plist of an
 * IPA, module.json of a HAP. Only the zip's directory and those entries are read, so memory
 * does not grow with the file.
 * @throws PackageError when the file is not a zip, lacks the manifest, or the manifest lacks the
 *   identifier, so a package of another platform fails too.
 */
async function readPackage(path, platform) {
    await assertZip(path);
    try {
        const info = await readers[platform](path);
        if (info.identifier === '')
            throw new PackageError('the package declares no identifier');
        return info;
    }
    catch (error) {
        if (error instanceof PackageError)
            throw error;
        throw new PackageError(`cannot read the ${platform} package: ${String(error)}`);
    }
}
const readers = {
    // The parsers load lazily: they are most of the bundle, and not needed to start.
    async android(path) {
        const { default: ApkParser } = await Promise.all(/* import() */[__webpack_require__.e(940), __webpack_require__.e(977)]).then(__webpack_require__.t.bind(__webpack_require__, 977, 23));
        const manifest = await new ApkParser(path).parse();
        const label = manifest.application?.label;
        return {
            name: (Array.isArray(label) ? label[0] : label) ?? manifest.package ?? '',
            version: manifest.versionName ?? '1.0',
            versionNo: String(manifest.versionCode ?? '1'),
            identifier: manifest.package ?? '',
        };
    },
    async ios(path) {
        const { default: IpaParser } = await Promise.all(/* import() */[__webpack_require__.e(940), __webpack_require__.e(831)]).then(__webpack_require__.t.bind(__webpack_require__, 6831, 23));
        const plist = await new IpaParser(path).parse();
        return {
            name: plist.CFBundleDisplayName ?? plist.CFBundleName ?? '',
            version: plist.CFBundleShortVersionString ?? '1.0',
            versionNo: plist.CFBundleVersion ?? '1',
            identifier: plist.CFBundleIdentifier ?? '',
        };
    },
    async harmony(path) {
        const { app } = parseModuleJson(await readZipEntry(path, 'module.json'));
        // A label like `$string:app_name` points into resources.index, which the sandbox does not
        // resolve; the bundle name is the honest fallback.
        const label = typeof app.label === 'string' && !app.label.startsWith('$') ? app.label : '';
        return {
            name: label || app.bundleName,
            version: app.versionName,
            versionNo: String(app.versionCode),
            identifier: app.bundleName,
        };
    },
};
async function assertZip(path) {
    const file = await (0,promises_.open)(path, 'r');
    try {
        const { bytesRead, buffer } = await file.read(Buffer.alloc(zipMagic.length), 0, zipMagic.length, 0);
        if (bytesRead < zipMagic.length || !buffer.equals(zipMagic)) {
            throw new PackageError('the file is not a zip archive');
        }
    }
    finally {
        await file.close();
    }
}
async function readZipEntry(path, name) {
    const zip = await yauzl.openPromise(path);
    try {
        for await (const entry of zip.eachEntry()) {
            if (entry.fileName !== name)
                continue;
            if (entry.uncompressedSize > maxModuleJsonBytes)
                throw new PackageError(`${name} is too large`);
            return await (0,consumers_.buffer)(await zip.openReadStreamPromise(entry));
        }
        throw new PackageError(`${name} is missing`);
    }
    finally {
        zip.close();
    }
}
function parseModuleJson(bytes) {
    const parsed = JSON.parse(bytes.toString('utf8'));
    const app = typeof parsed === 'object' && parsed !== null ? parsed.app : undefined;
    if (typeof app !== 'object' || app === null)
        throw new PackageError('module.json has no app');
    const { bundleName, versionName, versionCode, label } = app;
    if (typeof bundleName !== 'string' || typeof versionName !== 'string') {
        throw new PackageError('module.json lacks app.bundleName or app.versionName');
    }
    if (typeof versionCode !== 'string' && typeof versionCode !== 'number') {
        throw new PackageError('module.json lacks app.versionCode');
    }
    return { app: { bundleName, versionName, versionCode, label } };
}

;// CONCATENATED MODULE: ./src/sandbox/handlers/upload.ts







/** getCOSToken's buildType words (api-v2 §4.1). */
const buildTypeWords = {
    ios: 'ios',
    ipa: 'ios',
    android: 'android',
    apk: 'android',
    harmonyos: 'harmony',
    hap: 'harmony',
};
/** The platforms app/upload accepts, by file extension: "ipa or apk file" (api-v2 §4.3). */
const singleStepExtensions = { '.ipa': 'ios', '.apk': 'android' };
/**
 * app/getCOSToken (api-v2 §4.1 step 1): validates the upload settings and issues storage
 * credentials. The settings are kept with the key and applied when the build is published.
 * @throws ServiceRefusal 1014 buildType empty, 1015 unknown buildType, and those of parseUploadSettings.
 */
function getCosToken({ params, core, now }) {
    const platform = buildTypeWords[params.required('buildType', Codes.appTypeEmpty).toLowerCase()];
    if (platform === undefined)
        throw new ServiceRefusal(Codes.wrongType);
    const ticket = core.tickets.issue(platform, parseUploadSettings(params), now.getTime());
    return {
        key: ticket.key,
        endpoint: core.links.storage(),
        params: {
            key: ticket.key,
            signature: ticket.signature,
            'x-cos-security-token': ticket.securityToken,
        },
    };
}
/**
 * app/buildInfo (api-v2 §4.1 step 3): the basic build set once published; else 1246 while the
 * package is parsed, 1247 while it is published, 1216 when it could not be read. Polled with the
 * upload token's key; the record carries the build's own buildKey (another one with the
 * distinctUploadKeys option).
 * A key that was issued but whose storage upload has not completed is unknown to the service's
 * build table, like any other key: 1093, so a client that skipped or lost the upload fails fast
 * instead of polling 1247 until its deadline.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown or deleted build, 1246, 1247, 1216.
 */
function buildInfo({ params, core }) {
    const key = params.required('buildKey', Codes.buildKeyEmpty);
    const build = core.state.builds.get(core.queue.buildKeyOf(key) ?? key);
    if (build !== undefined)
        return basicRecord(core.state, core.links, build);
    const phaseCodes = {
        parsing: Codes.parsing,
        publishing: Codes.publishing,
        failed: Codes.publishFailed,
    };
    const phase = core.queue.phase(key);
    throw new ServiceRefusal(phase === undefined || phase === 'published' ? Codes.notFound : phaseCodes[phase]);
}
/**
 * app/upload (api-v2 §4.3), the single-step upload: reads the package at once and answers the
 * published build's basic set; no queue.
 * @throws ServiceRefusal 1021 no file, 1015 not an .ipa/.apk, 1058 unreadable package, and those of
 *   parseUploadSettings.
 */
async function uploadInOneStep({ params, files, core, now }) {
    const file = requireFile(files.get('file'));
    const platform = singleStepExtensions[(0,external_node_path_.extname)(file.fileName).toLowerCase()];
    if (platform === undefined)
        throw new ServiceRefusal(Codes.wrongType);
    const settings = parseUploadSettings(params);
    const info = await readPackage(file.path, platform).catch((error) => {
        throw error instanceof PackageError ? new ServiceRefusal(Codes.parseFailed) : error;
    });
    const key = randomHex(16);
    const filePath = (0,external_node_path_.join)(core.paths.builds, key);
    await (0,promises_.rename)(file.path, filePath);
    const build = core.state.publish({
        key,
        platform,
        info,
        fileName: file.fileName,
        fileSize: file.size,
        filePath,
        settings,
        created: now,
    });
    return basicRecord(core.state, core.links, build);
}
/**
 * app/uploadHarmonyCert (api-v2 §4.2): the p12 that publishing a HAP waits for. The sandbox
 * checks that it arrived with a password and never stores either.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown key, 1021 no file, 1061 no password.
 */
function uploadHarmonyCertificate(context) {
    const key = requireUploadKey(context);
    requireFile(context.files.get('file'));
    context.params.required('password', Codes.passwordEmpty);
    context.core.queue.receiveHarmonyCertificate(key);
    return [];
}
/**
 * app/uploadHarmonyHsp (api-v2 §4.2): an hsp dependency of a HAP; accepted and not needed.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown key, 1021 no file.
 */
function uploadHarmonyHsp(context) {
    requireUploadKey(context);
    requireFile(context.files.get('file'));
    return [];
}
/** A key from getCOSToken, before or after its storage upload. */
function requireUploadKey({ params, core }) {
    const key = params.required('buildKey', Codes.buildKeyEmpty);
    const known = core.tickets.get(key) !== undefined ||
        core.queue.phase(key) !== undefined ||
        core.state.builds.has(key);
    if (!known)
        throw new ServiceRefusal(Codes.notFound);
    return key;
}
function requireFile(file) {
    if (file === undefined || file.size === 0)
        throw new ServiceRefusal(Codes.invalidFile);
    return file;
}

;// CONCATENATED MODULE: ./src/sandbox/routes.ts




/** Every operation of api-v2 §4, by its path under `/apiv2/`. */
const routes = new Map([
    ['app/getCOSToken', { method: 'POST', handler: getCosToken }],
    ['app/buildInfo', { method: 'GET', handler: buildInfo }],
    ['app/upload', { method: 'POST', handler: uploadInOneStep, files: ['file'] }],
    ['app/uploadHarmonyCert', { method: 'POST', handler: uploadHarmonyCertificate, files: ['file'] }],
    ['app/uploadHarmonyHsp', { method: 'POST', handler: uploadHarmonyHsp, files: ['file'] }],
    ['app/install', { method: 'GET', handler: install }],
    ['app/view', { method: 'POST', handler: viewApp }],
    ['app/update', { method: 'POST', handler: updateApp }],
    ['app/updateApp', { method: 'POST', handler: updateBuild, files: ['screenshot'] }],
    ['app/builds', { method: 'POST', handler: listBuilds }],
    ['app/getByShortcut', { method: 'POST', handler: getByShortcut }],
    ['app/listMy', { method: 'POST', handler: listMyApps }],
    ['app/setNewestVersion', { method: 'POST', handler: setNewestVersion }],
    ['app/cancelNewestVersion', { method: 'POST', handler: cancelNewestVersion }],
    ['app/check', { method: 'POST', handler: checkForUpdate }],
    ['app/deleteApp', { method: 'POST', handler: deleteApp }],
    ['app/buildDelete', { method: 'POST', handler: deleteBuild }],
    ['appGroup/listAll', { method: 'POST', handler: listAppGroups }],
    ['appGroup/view', { method: 'POST', handler: viewAppGroup }],
    ['feedback/listAll', { method: 'POST', handler: listFeedback }],
    ['feedback/view', { method: 'POST', handler: viewFeedback }],
    ['crash/listAll', { method: 'POST', handler: listCrashes }],
    ['crash/view', { method: 'POST', handler: viewCrash }],
    ['certificate/index', { method: 'POST', handler: listCertificates }],
]);

;// CONCATENATED MODULE: ./src/sandbox/api.ts







/**
 * Answers one API request with the service's envelope (design §3): `operation` as named in
 * `table`, 2.0's `routes` by default (API 1.0's are `v1/routes.ts`).
 * Unknown operation: HTTP 404, code 1096. Wrong HTTP method: HTTP 405, code 1096. A rate-limit
 * fault: code 1098. Then `_api_key` (api-v2 §5): 1001 when missing, 1002 when wrong. An
 * unexpected failure: HTTP 500, code 1188. Never rejects.
 */
async function handleApi(req, res, core, operation, table = routes) {
    const route = table.get(operation);
    if (route === undefined || req.method !== route.method) {
        req.resume();
        const status = route === undefined ? 404 : 405;
        if (route !== undefined)
            res.setHeader('allow', route.method);
        sendEnvelope(res, Codes.wrongMethod, [], undefined, status);
        return;
    }
    const refusal = core.faults.take('rate-limit', operation)
        ? Codes.rateLimited
        : core.faults.take('refuse', operation)?.code;
    if (refusal !== undefined) {
        req.resume();
        sendEnvelope(res, refusal);
        return;
    }
    const now = new Date();
    try {
        const form = await readForm(req, route.files ?? [], core.paths.incoming);
        try {
            const params = new Params(form.fields);
            const apiKey = params.required('_api_key', Codes.apiKeyEmpty);
            if (!sameSecret(apiKey, core.apiKey))
                throw new ServiceRefusal(Codes.apiKeyWrong);
            const context = { params, files: form.files, core, now };
            answer(res, await route.handler(context));
        }
        finally {
            await form.discard();
        }
    }
    catch (error) {
        if (error instanceof ServiceRefusal) {
            sendEnvelope(res, error.code, [], error.message, error.httpStatus);
        }
        else {
            // The sandbox has no log; the cause goes to the caller, who is the developer.
            sendEnvelope(res, Codes.internalError, [], `an error occurred: ${String(error)}`, 500);
        }
    }
}
function answer(res, result) {
    if (result instanceof Redirect) {
        res.writeHead(302, { location: result.location, 'content-length': 0 });
        res.end();
    }
    else {
        sendEnvelope(res, Codes.ok, result);
    }
}

;// CONCATENATED MODULE: ./src/sandbox/faults.ts
/** The faults in force; the first matching fault injected is the one used. */
class FaultPlan {
    #active = [];
    /**
     * Adds a fault.
     * @throws RangeError when `times` is not a positive integer or Infinity, or an html status is
     *   not 400 to 599.
     */
    inject(spec) {
        const times = spec.times ?? 1;
        if (!(times === Infinity || (Number.isInteger(times) && times > 0))) {
            throw new RangeError(`fault times must be a positive integer or Infinity, got ${times}`);
        }
        if (spec.kind === 'html' &&
            !(Number.isInteger(spec.status) && spec.status >= 400 && spec.status <= 599)) {
            throw new RangeError(`html fault status must be 400 to 599, got ${spec.status}`);
        }
        this.#active.push({ spec: { ...spec }, remaining: times });
    }
    /** Removes every fault. */
    clear() {
        this.#active.length = 0;
    }
    /**
     * Uses up one firing of the first fault of `kind` that applies to `operation`.
     * @returns the fault, or undefined when none applies.
     */
    take(kind, operation) {
        const index = this.#active.findIndex(({ spec }) => spec.kind === kind &&
            (!('operation' in spec) || spec.operation === undefined || spec.operation === operation));
        const fault = this.#active[index];
        if (fault === undefined)
            return undefined;
        fault.remaining -= 1;
        if (fault.remaining <= 0)
            this.#active.splice(index, 1);
        return fault.spec;
    }
}

;// CONCATENATED MODULE: ./src/sandbox/links.ts
/**
 * The sandbox's public addresses, all under its origin `base` (no trailing slash):
 * install page `/<shortcut or buildKey>`, QR code `/app/qrcode/<shortcut or buildKey>` (PNG),
 * package download `/app/download/<buildKey>`, iOS install manifest `/app/plist/<buildKey>`,
 * screenshot `/image/view/app_screenshots/<key>`, storage `/storage`.
 */
class Links {
    base;
    constructor(base) {
        this.base = base;
    }
    /** The install page path segment: the app's short link, or the buildKey when it is empty. */
    target(app, build) {
        return app.shortcut === '' ? build.key : app.shortcut;
    }
    installPage(target) {
        return `${this.base}/${encodeURIComponent(target)}`;
    }
    qrCode(target) {
        return `${this.base}/app/qrcode/${encodeURIComponent(target)}`;
    }
    download(buildKey) {
        return `${this.base}/app/download/${encodeURIComponent(buildKey)}`;
    }
    /** The iOS install manifest an itms-services link names (api-v2 §4.4). */
    manifest(buildKey) {
        return `${this.base}/app/plist/${encodeURIComponent(buildKey)}`;
    }
    screenshot(key) {
        return `${this.base}/image/view/app_screenshots/${encodeURIComponent(key)}`;
    }
    storage() {
        return `${this.base}/storage`;
    }
}

;// CONCATENATED MODULE: ./src/sandbox/options.ts

/**
 * Applies the defaults and checks the numbers.
 * @throws RangeError for a port outside 0-65535, a negative or non-finite delay, a validity that
 *   is not positive, a page size that is not a positive integer, or an empty key.
 */
function resolveOptions(options) {
    const resolved = {
        host: options.host ?? '127.0.0.1',
        port: options.port ?? 0,
        apiKey: options.apiKey ?? randomHex(16),
        userKey: options.userKey ?? randomHex(16),
        parseDelayMs: options.parseDelayMs ?? 300,
        publishDelayMs: options.publishDelayMs ?? 1000,
        tokenValiditySeconds: options.tokenValiditySeconds ?? 1860,
        dataDir: options.dataDir,
        pageSize: options.pageSize ?? 20,
        latencyMs: options.latencyMs ?? 0,
        faults: options.faults ?? [],
        distinctUploadKeys: options.distinctUploadKeys ?? false,
    };
    const checks = [
        [
            Number.isInteger(resolved.port) && resolved.port >= 0 && resolved.port <= 65535,
            'port must be 0 to 65535',
        ],
        [isDuration(resolved.parseDelayMs), 'parseDelayMs must be a finite number >= 0'],
        [isDuration(resolved.publishDelayMs), 'publishDelayMs must be a finite number >= 0'],
        [isDuration(resolved.latencyMs), 'latencyMs must be a finite number >= 0'],
        [resolved.tokenValiditySeconds > 0, 'tokenValiditySeconds must be > 0'],
        [
            Number.isInteger(resolved.pageSize) && resolved.pageSize > 0,
            'pageSize must be a positive integer',
        ],
        [resolved.apiKey !== '' && resolved.userKey !== '', 'apiKey and userKey must not be empty'],
    ];
    const failed = checks.find(([ok]) => !ok);
    if (failed !== undefined)
        throw new RangeError(`sandbox option: ${failed[1]}`);
    return resolved;
}
function isDuration(ms) {
    return Number.isFinite(ms) && ms >= 0;
}

;// CONCATENATED MODULE: ./src/common/html.ts
/** Escapes text for HTML (and XML) element content and attribute values. */
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}

;// CONCATENATED MODULE: ./src/sandbox/pages/install-style.ts
/**
 * The install page's stylesheet, inlined into the page so that it needs no second request.
 * One centred card on wide screens; edge to edge on phones, where testers open it.
 */
const installPageStyle = `
:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif;
  line-height: 1.5;
  color: #1f2933;
  background: #eef1f5;
}
body { margin: 0; padding: 2rem 1rem; }
main {
  max-width: 28rem;
  margin: 0 auto;
  padding: 1.75rem;
  background: #fff;
  border-radius: 1rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.1), 0 8px 24px rgb(0 0 0 / 0.06);
}
.app { display: flex; gap: 1rem; align-items: center; }
.icon { flex: none; }
h1 { margin: 0; font-size: 1.5rem; line-height: 1.25; overflow-wrap: anywhere; }
h2 { margin: 0 0 0.25rem; font-size: 1rem; }
.version { margin: 0.25rem 0 0; color: #52606d; }
.install { margin: 1.5rem 0; }
.button {
  display: block;
  box-sizing: border-box;
  width: 100%;
  padding: 0.8rem 1rem;
  border: 0;
  border-radius: 999px;
  background: #1769ff;
  color: #fff;
  font: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
}
.button:hover, .button:focus-visible { background: #0b52d6; }
.hint { margin: 0.5rem 0 0; color: #52606d; font-size: 0.875rem; text-align: center; }
label { display: block; margin-bottom: 0.25rem; font-weight: 600; }
input {
  box-sizing: border-box;
  width: 100%;
  margin-bottom: 0.75rem;
  padding: 0.7rem;
  border: 1px solid #cbd2d9;
  border-radius: 0.5rem;
  font: inherit;
}
.refusal {
  margin: 0 0 0.75rem;
  padding: 0.75rem 1rem;
  border: 1px solid #ffccc7;
  border-radius: 0.5rem;
  background: #fff1f0;
  color: #a8071a;
}
.refusal p { margin: 0; }
.refusal p + p { margin-top: 0.25rem; }
.facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 1rem 0;
  border-top: 1px solid #e4e7eb;
}
.facts .wide { grid-column: 1 / -1; }
dt { color: #7b8794; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.04em; }
dd { margin: 0; overflow-wrap: anywhere; }
.notes { padding: 1rem 0; border-top: 1px solid #e4e7eb; }
.notes p { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
.qr { margin: 0; padding-top: 1rem; border-top: 1px solid #e4e7eb; text-align: center; }
.qr img { display: block; margin: 0 auto; }
figcaption { color: #52606d; font-size: 0.875rem; }
footer { margin-top: 1rem; color: #7b8794; font-size: 0.75rem; text-align: center; }
@media (max-width: 32rem) {
  :root { background: #fff; }
  body { padding: 0; }
  main { border-radius: 0; box-shadow: none; }
}
`;

;// CONCATENATED MODULE: ./src/sandbox/pages/placeholder-icon.ts


/**
 * A placeholder app icon as inline SVG: the name's first letter on a colour derived from the
 * appKey, so each app keeps one colour. The sandbox keeps no icons from the packages.
 */
function placeholderIcon(app, build) {
    const hue = (0,external_node_crypto_.createHash)('sha256').update(app.key).digest().readUInt16BE(0) % 360;
    // A whole grapheme, so that a name starting with an emoji or an accent keeps it intact.
    const [first] = new Intl.Segmenter().segment(build.name.trim());
    const letter = first?.segment.toUpperCase() ?? '?';
    return `<svg class="icon" role="img" aria-label="${escapeHtml(build.name)} icon" width="88" height="88" viewBox="0 0 88 88" xmlns="http://www.w3.org/2000/svg">
<rect width="88" height="88" rx="20" fill="hsl(${hue} 55% 45%)"/>
<text x="44" y="46" dominant-baseline="middle" text-anchor="middle" font-family="system-ui, sans-serif" font-size="44" font-weight="600" fill="#fff">${escapeHtml(letter)}</text>
</svg>`;
}

;// CONCATENATED MODULE: ./src/sandbox/install-page.ts





const platformNames = {
    ios: 'iOS',
    android: 'Android',
    harmony: 'HarmonyOS',
};
const install_page_text = (value) => escapeHtml(String(value));
/**
 * The install page a short link opens (design §3: `https://www.pgyer.com/<shortcut>`): icon,
 * name, version, facts, update notes, the install area and a QR code. Every value from the
 * service's records is escaped.
 */
function renderInstallPage({ app, build, qrCodeUrl, state }) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Install ${install_page_text(build.name)} ${install_page_text(build.version)}</title>
<style>${installPageStyle}</style>
</head>
<body>
<main>
<header class="app">
${placeholderIcon(app, build)}
<div>
<h1>${install_page_text(build.name)}</h1>
<p class="version">Version ${install_page_text(build.version)} (build ${install_page_text(build.versionNo)})</p>
</div>
</header>
<section class="install" aria-label="Install">
${renderInstallArea(build, state)}
</section>
<dl class="facts">
<div><dt>Size</dt><dd>${install_page_text(formatSize(build.fileSize))}</dd></div>
<div><dt>Platform</dt><dd>${platformNames[build.platform]}</dd></div>
<div><dt>Service build</dt><dd>${install_page_text(build.buildVersion)}</dd></div>
<div><dt>Uploaded</dt><dd>${install_page_text(serviceDateTime(build.created))}</dd></div>
<div class="wide"><dt>Package</dt><dd>${install_page_text(build.identifier)}</dd></div>
</dl>
${renderNotes(build)}
<figure class="qr">
<img src="${install_page_text(qrCodeUrl)}" alt="QR code of this page" width="240" height="240">
<figcaption>Scan with a phone's camera to open this page there.</figcaption>
</figure>
</main>
<footer>Pgyer sandbox: a local emulator of the distribution service</footer>
</body>
</html>
`;
}
function renderInstallArea(build, state) {
    switch (state.kind) {
        case 'unavailable':
            return `<div class="refusal" role="alert">
<p><strong>This build cannot be installed: ${install_page_text(messageOf(state.code))}</strong> (code ${state.code})</p>
<p>${install_page_text(state.reason)}</p>
</div>`;
        case 'password':
            return `<form method="post">
<label for="password">Install password</label>
<input id="password" name="password" type="password" autocomplete="off" required>
${state.refused ? `<p class="refusal" role="alert">${install_page_text(messageOf(Codes.wrongPassword))} (code ${Codes.wrongPassword})</p>` : ''}
<button class="button" type="submit">Unlock</button>
<p class="hint">The developer protects this build with a password.</p>
</form>`;
        case 'ready':
            return build.platform === 'ios'
                ? `<a class="button" href="${install_page_text(state.href)}">Install</a>
<p class="hint">Open this page in Safari on an iPhone or iPad to install.</p>`
                : `<a class="button" href="${install_page_text(state.href)}" download="${install_page_text(build.fileName)}">Install</a>
<p class="hint">Downloads ${install_page_text(build.fileName)}.</p>`;
    }
}
function renderNotes(build) {
    if (build.updateDescription === '')
        return '';
    return `<section class="notes">
<h2>What's new</h2>
<p>${install_page_text(build.updateDescription)}</p>
</section>`;
}
/** Bytes as the page shows them: `512 B`, `1.5 KB`, `12.3 MB` (powers of 1024). */
function formatSize(bytes) {
    const units = ['B', 'KB', 'MB', 'GB'];
    const power = bytes < 1024 ? 0 : Math.min(Math.floor(Math.log2(bytes) / 10), units.length - 1);
    return power === 0 ? `${bytes} B` : `${(bytes / 1024 ** power).toFixed(1)} ${units[power] ?? ''}`;
}

;// CONCATENATED MODULE: ./src/sandbox/pages/install-token.ts


/**
 * Proof that a visitor gave an app's install password, so that neither the page nor the iOS
 * manifest link carries the password itself: an HMAC of the appKey and the current password.
 * The key lives as long as the process; changing the password voids the tokens given out.
 */
const key = (0,external_node_crypto_.randomBytes)(32);
/** The token that stands for the install password of `app`. */
function accessToken(app) {
    return (0,external_node_crypto_.createHmac)('sha256', key)
        .update(`${app.key}\0${app.settings.password}`)
        .digest('base64url');
}
/** True when `token` is the current token of `app`. */
function isAccessToken(app, token) {
    return sameSecret(token, accessToken(app));
}
/**
 * The Set-Cookie value that remembers the token. One cookie per app: its password opens every
 * build of it, by short link or buildKey. HttpOnly, as no script reads it; SameSite=Strict, as
 * only the sandbox's own pages need it; not Secure, as the sandbox speaks plain HTTP.
 */
function accessCookie(app) {
    return `${cookieName(app)}=${accessToken(app)}; Path=/; HttpOnly; SameSite=Strict`;
}
/** True when `req` carries the current token of `app` in its cookie. */
function hasAccessCookie(req, app) {
    const prefix = `${cookieName(app)}=`;
    const value = (req.headers.cookie ?? '')
        .split(';')
        .map((pair) => pair.trim())
        .find((pair) => pair.startsWith(prefix))
        ?.slice(prefix.length);
    return value !== undefined && isAccessToken(app, value);
}
function cookieName(app) {
    return `pgyer_install_${app.key}`;
}

;// CONCATENATED MODULE: ./src/sandbox/pages/install-state.ts


/**
 * The install area for `visitor`. A build nobody can install says why before any password is
 * asked for, since the password would not help.
 */
function installState(links, app, build, now, visitor) {
    const unavailable = unavailability(app, build, now);
    if (unavailable !== undefined)
        return { kind: 'unavailable', ...unavailable };
    if (needsPassword(app) && visitor !== 'unlocked') {
        return { kind: 'password', refused: visitor === 'refused' };
    }
    return { kind: 'ready', href: installHref(links, app, build) };
}
/**
 * The install button's target: the package on Android and HarmonyOS; on iOS the itms-services
 * link to the manifest (api-v2 §4.4). The manifest address goes in unencoded, as the service
 * writes it; the sandbox's addresses and tokens hold no `&` or `#` that would cut it short. The
 * installer fetches the manifest without the browser's cookies, so a password app's manifest
 * address carries the access token instead (the spec's `?password=` would put the password in
 * the page).
 */
function installHref(links, app, build) {
    if (build.platform !== 'ios')
        return links.download(build.key);
    const token = needsPassword(app) ? `?token=${accessToken(app)}` : '';
    return `itms-services://?action=download-manifest&url=${links.manifest(build.key)}${token}`;
}

;// CONCATENATED MODULE: ./src/sandbox/pages/manifest.ts

/**
 * The iOS install manifest (the plist an itms-services link names): one software package at
 * `packageUrl` with the build's bundle id, version and name, escaped for XML.
 */
function renderManifest(build, packageUrl) {
    const text = escapeHtml;
    return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>items</key>
  <array>
    <dict>
      <key>assets</key>
      <array>
        <dict>
          <key>kind</key>
          <string>software-package</string>
          <key>url</key>
          <string>${text(packageUrl)}</string>
        </dict>
      </array>
      <key>metadata</key>
      <dict>
        <key>bundle-identifier</key>
        <string>${text(build.identifier)}</string>
        <key>bundle-version</key>
        <string>${text(build.version)}</string>
        <key>kind</key>
        <string>software</string>
        <key>title</key>
        <string>${text(build.name)}</string>
      </dict>
    </dict>
  </array>
</dict>
</plist>
`;
}

;// CONCATENATED MODULE: ./src/sandbox/pages/target.ts
/** Thrown by a page whose target does not exist: the server answers the HTML 404. */
class PageNotFound extends Error {
    name = 'PageNotFound';
}
/**
 * The build a page shows: `target` is a buildKey, or a short link (its app's current build).
 * @throws PageNotFound when it is neither.
 */
function resolveTarget(core, target) {
    const direct = core.state.builds.get(target);
    const app = direct === undefined ? core.state.appByShortcut(target) : core.state.appOf(direct);
    const build = direct ?? (app === undefined ? undefined : core.state.currentBuild(app));
    if (app === undefined || build === undefined)
        throw new PageNotFound();
    return { app, build };
}

;// CONCATENATED MODULE: ./src/sandbox/pages/install.ts









/** GET `/<target>`: the install page; the access cookie opens a password app. */
function serveInstallPage(res, core, target, req) {
    const found = resolveTarget(core, target);
    sendInstallPage(res, core, target, found, hasAccessCookie(req, found.app) ? 'unlocked' : 'new');
}
/**
 * POST `/<target>` from the password form. A wrong password gets the page again with the
 * service's refusal (1050), HTTP 200 like the service's refusals. The right one gets the access
 * cookie and a 303 back to the page, so that reloading it does not post the password again.
 */
async function submitInstallPassword(res, core, target, req) {
    const found = resolveTarget(core, target);
    const { app } = found;
    const form = await readForm(req, [], core.paths.incoming);
    await form.discard();
    if (!passwordAccepted(app, form.fields.get('password') ?? '')) {
        sendInstallPage(res, core, target, found, 'refused');
        return;
    }
    res.writeHead(303, {
        location: core.links.installPage(target),
        'content-length': 0,
        ...(needsPassword(app) ? { 'set-cookie': accessCookie(app) } : {}),
    });
    res.end();
}
/**
 * GET `/app/plist/<buildKey>`: the iOS install manifest. A password app's manifest needs the
 * access token (`?token=`, what the page links to) or the password (`?password=`, the spec's
 * form); refusals are the service's envelope, as from app/install.
 */
function servePlist(res, core, buildKey, req) {
    const build = core.state.builds.get(buildKey);
    if (build?.platform !== 'ios')
        throw new PageNotFound();
    const app = core.state.appOf(build);
    const query = new URL(req.url ?? '/', 'http://sandbox').searchParams;
    const opened = passwordAccepted(app, query.get('password') ?? '') ||
        isAccessToken(app, query.get('token') ?? '');
    const refusal = unavailability(app, build, new Date())?.code ?? (opened ? undefined : Codes.wrongPassword);
    if (refusal === undefined) {
        const manifest = renderManifest(build, core.links.download(build.key));
        sendBody(res, 200, 'application/xml; charset=utf-8', manifest);
    }
    else {
        sendEnvelope(res, refusal);
    }
}
/**
 * Sends the page of `target` for `visitor`. It differs per visitor, so nothing may cache it;
 * the policy lets it load only the sandbox's own images and post only to itself, a second line
 * behind the escaping.
 */
function sendInstallPage(res, core, target, { app, build }, visitor) {
    const state = installState(core.links, app, build, new Date(), visitor);
    const html = renderInstallPage({ app, build, qrCodeUrl: core.links.qrCode(target), state });
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-security-policy', `default-src 'none'; img-src 'self' ${core.links.base}; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'`);
    sendBody(res, 200, 'text/html; charset=utf-8', html);
}

;// CONCATENATED MODULE: ./src/sandbox/pages.ts











const packageTypes = {
    '.apk': 'application/vnd.android.package-archive',
    '.ipa': 'application/octet-stream',
    '.hap': 'application/octet-stream',
};
const imageTypes = {
    '.png': 'image/png',
    '.jpg': 'image/jpeg',
    '.jpeg': 'image/jpeg',
    '.gif': 'image/gif',
    '.webp': 'image/webp',
};
/** The pages, first match wins; `segment` is the pattern's capture, URL-decoded. */
const pages = [
    { operation: 'qrcode', pattern: /^\/app\/qrcode\/([^/]+)$/, serve: serveQrCode },
    { operation: 'download', pattern: /^\/app\/download\/([^/]+)$/, serve: serveDownload },
    { operation: 'plist', pattern: /^\/app\/plist\/([^/]+)$/, serve: servePlist },
    {
        operation: 'screenshot',
        pattern: /^\/image\/view\/app_screenshots\/([^/]+)$/,
        serve: serveScreenshot,
    },
    {
        operation: 'install-page',
        pattern: /^\/([^/]+)$/,
        serve: serveInstallPage,
        post: submitInstallPassword,
    },
];
/**
 * The page for `path` and its decoded segment, if any. A segment that decodes to a path
 * separator or `..` matches nothing, so a screenshot key cannot leave its directory.
 */
function matchPage(path) {
    for (const page of pages) {
        const capture = page.pattern.exec(path)?.[1];
        if (capture === undefined)
            continue;
        const segment = safeDecode(capture);
        return segment === undefined ? undefined : { page, segment };
    }
    return undefined;
}
function safeDecode(segment) {
    try {
        const decoded = decodeURIComponent(segment);
        return /[/\\]/.test(decoded) || decoded === '..' ? undefined : decoded;
    }
    catch {
        return undefined;
    }
}
/**
 * Sends a plain HTML error page with `status`, like nginx in front of the service (design §3:
 * HTML instead of JSON after a domain move); also the sandbox's own 404 for unknown pages.
 */
function sendHtmlError(req, res, status, retryAfterSeconds) {
    req.resume();
    if (retryAfterSeconds !== undefined)
        res.setHeader('retry-after', String(retryAfterSeconds));
    const title = `${status} ${external_node_http_.STATUS_CODES[status] ?? 'Error'}`;
    const body = `<html>\n<head><title>${escapeHtml(title)}</title></head>\n<body>\n<center><h1>${escapeHtml(title)}</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n`;
    sendBody(res, status, 'text/html; charset=utf-8', body);
}
/** The QR code (PNG) of the install page of `target`: it encodes that page's address. */
async function serveQrCode(res, core, target) {
    resolveTarget(core, target); // for its PageNotFound: no QR code of a page that does not exist
    const { toBuffer } = await __webpack_require__.e(/* import() */ 302).then(__webpack_require__.t.bind(__webpack_require__, 1302, 19)); // lazily: not needed to start
    const png = await toBuffer(core.links.installPage(target), {
        type: 'png',
        margin: 2,
        width: 240,
    });
    sendBody(res, 200, 'image/png', png);
}
/** The package of a build, as an attachment named buildFileName; counts a download. */
async function serveDownload(res, core, buildKey) {
    const build = core.state.builds.get(buildKey);
    if (build?.filePath === undefined)
        throw new PageNotFound();
    const day = serviceDay(new Date());
    build.downloadsByDay.set(day, (build.downloadsByDay.get(day) ?? 0) + 1);
    const type = packageTypes[(0,external_node_path_.extname)(build.fileName).toLowerCase()] ?? 'application/octet-stream';
    await sendFile(res, build.filePath, type, {
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(build.fileName)}`,
    });
}
async function serveScreenshot(res, core, key) {
    const type = imageTypes[(0,external_node_path_.extname)(key).toLowerCase()] ?? 'application/octet-stream';
    await sendFile(res, (0,external_node_path_.join)(core.paths.screenshots, key), type, {});
}
async function sendFile(res, path, contentType, headers) {
    const size = await (0,promises_.stat)(path).then((stats) => stats.size, () => undefined);
    if (size === undefined)
        throw new PageNotFound();
    res.writeHead(200, { ...headers, 'content-type': contentType, 'content-length': size });
    await (0,external_node_stream_promises_.pipeline)((0,external_node_fs_.createReadStream)(path), res);
}

;// CONCATENATED MODULE: ./src/sandbox/publish-queue.ts



/**
 * The service's publish queue (api-v2 §3, design §3): an upload is `parsing` for parseMs while
 * its package is read, then `failed` when it cannot be read as the ticket's platform, else
 * `publishing` for publishMs, then published into the state. A HAP also waits for its signing
 * certificate (app/uploadHarmonyCert) before it is published.
 */
class PublishQueue {
    state;
    delays;
    #entries = new Map();
    #harmonyCertificates = new Set();
    #stop = new AbortController();
    constructor(state, delays) {
        this.state = state;
        this.delays = delays;
    }
    /**
     * Starts processing an upload. A key already queued keeps its first upload (see storage).
     * @param neverPublish keep the build in `publishing` for ever (the never-publish fault).
     */
    enqueue(upload, neverPublish = false) {
        if (this.#entries.has(upload.key))
            return;
        const entry = { upload, neverPublish, phase: 'parsing', due: false };
        this.#entries.set(upload.key, entry);
        this.#process(entry).catch(() => {
            // Stopped by close(), or the stored file vanished with the data directory.
            if (entry.phase !== 'published')
                entry.phase = 'failed';
        });
    }
    /** The phase of `key`, or undefined when no upload of that key reached storage. */
    phase(key) {
        return this.#entries.get(key)?.phase;
    }
    /** The buildKey the upload of storage key `key` is published under, if it reached storage. */
    buildKeyOf(key) {
        return this.#entries.get(key)?.upload.buildKey;
    }
    /** Records that the HarmonyOS signing certificate of `key` arrived; it may publish the build. */
    receiveHarmonyCertificate(key) {
        this.#harmonyCertificates.add(key);
        const entry = this.#entries.get(key);
        if (entry !== undefined)
            this.#publishIfDue(entry);
    }
    /** Stops every pending timer; entries stay where they are. */
    close() {
        this.#stop.abort();
    }
    async #process(entry) {
        const { upload } = entry;
        const signal = this.#stop.signal;
        const [info] = await Promise.all([
            readPackage(upload.filePath, upload.platform).catch(() => undefined),
            (0,external_node_timers_promises_.setTimeout)(this.delays.parseMs, undefined, { signal }),
        ]);
        if (info === undefined) {
            entry.phase = 'failed';
            await (0,promises_.rm)(upload.filePath, { force: true });
            return;
        }
        entry.info = info;
        entry.phase = 'publishing';
        await (0,external_node_timers_promises_.setTimeout)(this.delays.publishMs, undefined, { signal });
        entry.due = true;
        this.#publishIfDue(entry);
    }
    #publishIfDue(entry) {
        const { upload, info } = entry;
        if (!entry.due || entry.phase !== 'publishing' || info === undefined)
            return;
        if (entry.neverPublish)
            return;
        if (upload.platform === 'harmony' && !this.#harmonyCertificates.has(upload.key))
            return;
        this.state.publish({
            key: upload.buildKey,
            platform: upload.platform,
            info,
            fileName: upload.fileName,
            fileSize: upload.fileSize,
            filePath: upload.filePath,
            settings: upload.settings,
            created: new Date(),
        });
        entry.phase = 'published';
    }
}

;// CONCATENATED MODULE: ./src/sandbox/shortcuts.ts
/**
 * Rules for short links (buildShortcutUrl): the final path segment of the install page.
 * The service's exact rule is not documented; the sandbox accepts 2 to 20 letters, digits, `_`
 * and `-`, so a short link can never collide with a 32-character buildKey or a sandbox route.
 */
const shortcutPattern = /^[A-Za-z0-9_-]{2,20}$/;
const reservedShortcuts = new Set(['app', 'apiv2', 'storage']);
/** True when `shortcut` follows the sandbox's short link rule and is not a reserved segment. */
function isValidShortcut(shortcut) {
    return shortcutPattern.test(shortcut) && !reservedShortcuts.has(shortcut.toLowerCase());
}

;// CONCATENATED MODULE: ./src/sandbox/state.ts



const defaultUploadSettings = {
    installType: 1,
    password: '',
    description: '',
    updateDescription: '',
    period: undefined,
};
const defaultAppSettings = {
    installType: 1,
    password: '',
    period: { restricted: 2, start: '', end: '' },
    lang: 1,
    versionType: 1,
    autoSync: 2,
    showServiceCopyright: 1,
    qrcodeShowAppIcon: 1,
    feedbackStatus: 1,
    template: 'classic',
};
/**
 * Everything the sandbox knows: apps, builds, app groups, feedback, crashes and certificates,
 * in memory. The seeding helpers (`addBuild`, `addAppGroup`, ...) let tests set the scene without
 * uploads. The state never touches the disk: callers remove the files of deleted builds.
 */
class SandboxState {
    apps = new Map();
    builds = new Map();
    appGroups = new Map();
    feedback = new Map();
    crashes = new Map();
    certificates = new Map();
    /**
     * Turns a processed package into a build of the app with the same platform and identifier
     * (creating the app on its first build), applies the upload's settings to the app and marks
     * the build newest.
     */
    publish(input) {
        const app = this.#appFor(input.platform, input.info.identifier, input.created);
        const { settings } = input;
        app.settings.installType = settings.installType;
        app.settings.password = settings.password;
        if (settings.period !== undefined)
            app.settings.period = { ...settings.period };
        const previous = this.buildsOf(app.key)[0];
        const build = {
            ...input.info,
            key: input.key,
            appKey: app.key,
            platform: input.platform,
            fileName: input.fileName,
            fileSize: input.fileSize,
            filePath: input.filePath,
            buildVersion: (previous?.buildVersion ?? 0) + 1,
            description: settings.description,
            updateDescription: settings.updateDescription,
            screenshots: [],
            manuallyBlocked: 2,
            created: input.created,
            updated: input.created,
            downloadsByDay: new Map(),
        };
        this.builds.set(build.key, build);
        app.newestBuildKey = build.key;
        return build;
    }
    /** Creates a published build directly (for tests and demos); see {@link BuildSeed}. */
    addBuild(seed) {
        const key = randomHex(16);
        const identifier = seed.identifier ?? `com.example.${seed.platform}`;
        return this.publish({
            key,
            platform: seed.platform,
            info: {
                name: seed.name ?? 'Example',
                version: seed.version ?? '1.0',
                versionNo: seed.versionNo ?? '1',
                identifier,
            },
            fileName: seed.fileName ?? `example.${fileExtensions[seed.platform]}`,
            fileSize: seed.fileSize ?? 0,
            filePath: seed.filePath,
            settings: { ...defaultUploadSettings, ...seed.settings },
            created: seed.created ?? new Date(),
        });
    }
    /** Adds an app group over existing apps. */
    addAppGroup(seed) {
        const group = {
            key: randomHex(16),
            name: seed.name,
            shortcut: this.#freeShortcut(),
            description: seed.description ?? '',
            appKeys: [...(seed.appKeys ?? [])],
            created: new Date(),
        };
        this.appGroups.set(group.key, group);
        return group;
    }
    /** Adds a feedback message to the app `appKey`; unset fields get plausible defaults. */
    addFeedback(appKey, seed = {}) {
        const feedback = {
            content: 'The app crashes on start',
            images: [],
            voice: '',
            from: 'SDK',
            process: 2,
            deviceName: 'Pixel 8',
            osVersion: '14',
            jailBroken: 2,
            freeRam: '2.1 GB',
            freeSpace: '31 GB',
            network: 'WIFI',
            sdkVersion: '4.3.0',
            created: new Date(),
            ...seed,
            key: randomHex(16),
            appKey,
        };
        this.feedback.set(feedback.key, feedback);
        return feedback;
    }
    /** Adds a crash group to the app `appKey`; ids count up from 1. */
    addCrash(appKey, seed = {}) {
        const crash = {
            count: 1,
            title: 'java.lang.NullPointerException',
            pattern: 'MainActivity.onCreate',
            describe: 'Attempt to invoke a virtual method on a null object reference',
            appVersion: '1.0',
            process: '2',
            log: 'java.lang.NullPointerException\n\tat com.example.MainActivity.onCreate',
            isSymbolicated: '2',
            isReaded: '2',
            viewStatus: '2',
            deviceAffectList: [],
            created: new Date(),
            ...seed,
            id: this.crashes.size + 1,
            appKey,
        };
        this.crashes.set(crash.id, crash);
        return crash;
    }
    /** Adds a signing certificate; `expired` is YYYY-MM-DD. */
    addCertificate(seed) {
        const certificate = {
            key: randomHex(16),
            name: seed.name,
            expired: seed.expired ?? '2099-12-31',
            created: new Date(),
            status: seed.status ?? '1',
        };
        this.certificates.set(certificate.key, certificate);
        return certificate;
    }
    /** The builds of an app, most recent upload first. */
    buildsOf(appKey) {
        return [...this.builds.values()]
            .filter((build) => build.appKey === appKey)
            .sort((a, b) => b.buildVersion - a.buildVersion);
    }
    /** The build testers get: the one marked newest, else the most recent upload. */
    currentBuild(app) {
        const marked = app.newestBuildKey === undefined ? undefined : this.builds.get(app.newestBuildKey);
        return marked ?? this.buildsOf(app.key)[0];
    }
    /** The app whose appKey or short link is `keyOrShortcut`. */
    findApp(keyOrShortcut) {
        return this.apps.get(keyOrShortcut) ?? this.appByShortcut(keyOrShortcut);
    }
    /** The app whose short link is `shortcut`. */
    appByShortcut(shortcut) {
        return [...this.apps.values()].find((app) => app.shortcut === shortcut);
    }
    /** The app that owns `build`; every build has one while it exists. */
    appOf(build) {
        const app = this.apps.get(build.appKey);
        if (app === undefined)
            throw new Error(`build ${build.key} has no app`);
        return app;
    }
    /** True when no other app than `owner` uses `shortcut`, and it follows the rules. */
    isShortcutAvailable(shortcut, owner) {
        const user = this.findApp(shortcut);
        return isValidShortcut(shortcut) && (user === undefined || user === owner);
    }
    /** Marks `build` as its app's newest build (app/setNewestVersion). */
    setNewest(build) {
        this.appOf(build).newestBuildKey = build.key;
    }
    /**
     * Unmarks `build` (app/cancelNewestVersion): the most recent other upload becomes newest,
     * or none when it is the only build. A build that is not the newest is left alone.
     */
    cancelNewest(build) {
        const app = this.appOf(build);
        if (app.newestBuildKey !== build.key)
            return;
        app.newestBuildKey = this.buildsOf(app.key).find((other) => other !== build)?.key;
    }
    /** Removes one build; when it was the newest, the most recent remaining upload takes over. */
    removeBuild(build) {
        this.cancelNewest(build);
        this.builds.delete(build.key);
    }
    /** Removes an app with all its builds, feedback and crashes; returns the removed builds. */
    removeApp(app) {
        const builds = this.buildsOf(app.key);
        for (const build of builds)
            this.builds.delete(build.key);
        for (const [key, feedback] of this.feedback)
            if (feedback.appKey === app.key)
                this.feedback.delete(key);
        for (const [id, crash] of this.crashes)
            if (crash.appKey === app.key)
                this.crashes.delete(id);
        for (const group of this.appGroups.values()) {
            group.appKeys = group.appKeys.filter((key) => key !== app.key);
        }
        this.apps.delete(app.key);
        return builds;
    }
    #appFor(platform, identifier, created) {
        const existing = [...this.apps.values()].find((app) => app.platform === platform && app.identifier === identifier);
        if (existing !== undefined)
            return existing;
        const app = {
            key: randomHex(16),
            platform,
            identifier,
            shortcut: this.#freeShortcut(),
            settings: { ...defaultAppSettings, period: { ...defaultAppSettings.period } },
            newestBuildKey: undefined,
            created,
        };
        this.apps.set(app.key, app);
        return app;
    }
    #freeShortcut() {
        for (;;) {
            const shortcut = randomLetters(4);
            if (this.isShortcutAvailable(shortcut))
                return shortcut;
        }
    }
}

;// CONCATENATED MODULE: ./src/sandbox/cos-errors.ts



/** The failures the sandbox's storage endpoint answers. */
const cosErrors = {
    expired: { status: 403, code: 'AccessDenied', message: 'Request has expired' },
    badSignature: {
        status: 403,
        code: 'AccessDenied',
        message: 'The Signature you specified is invalid.',
    },
    badToken: { status: 403, code: 'AccessDenied', message: 'The security token is invalid.' },
    unknownKey: { status: 403, code: 'AccessDenied', message: 'Access Denied.' },
    malformed: {
        status: 400,
        code: 'MalformedPOSTRequest',
        message: 'The body of your POST request is not well-formed multipart/form-data.',
    },
    missingFile: {
        status: 400,
        code: 'InvalidArgument',
        message: 'POST requires exactly one file upload per request.',
    },
    internal: {
        status: 500,
        code: 'InternalError',
        message: 'We encountered an internal error. Please try again.',
    },
    methodNotAllowed: {
        status: 405,
        code: 'MethodNotAllowed',
        message: 'The specified method is not allowed.',
    },
};
/** Sends `error` as COS does: an XML `<Error>` document with a request id. */
function sendCosError(res, error) {
    const requestId = randomHex(16);
    const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Error>',
        `  <Code>${error.code}</Code>`,
        `  <Message>${escapeHtml(error.message)}</Message>`,
        '  <Resource>/storage</Resource>',
        `  <RequestId>${requestId}</RequestId>`,
        `  <TraceId>${randomHex(24)}</TraceId>`,
        '</Error>',
    ].join('\n');
    res.setHeader('x-cos-request-id', requestId);
    res.setHeader('server', 'tencent-cos');
    sendBody(res, error.status, 'application/xml', body);
}

;// CONCATENATED MODULE: ./src/sandbox/storage.ts








const rejections = {
    'unknown-key': cosErrors.unknownKey,
    'bad-signature': cosErrors.badSignature,
    'bad-token': cosErrors.badToken,
    expired: cosErrors.expired,
};
/**
 * The storage endpoint, `POST /storage` (api-v2 §4.1 step 2), with Tencent COS's POST Object
 * semantics (design §3): multipart/form-data whose fields `key`, `signature` and
 * `x-cos-security-token` come from getCOSToken and precede the part `file`; fields after the file
 * are ignored; `x-cos-meta-file-name` names the download (else `<key>.<ext>`). The file is
 * streamed to disk, so memory does not grow with its size. Success is 204 with no body, and the
 * build enters the publish queue. Failures answer COS XML: 403 AccessDenied for an unknown key, a
 * signature or token that does not match, or an expired signature; 400 for a malformed body or
 * no file. A second upload of a key already queued is answered 204 and discarded, so a client's
 * retry after a lost 204 is harmless. Faults: storage-forbidden, storage-reset.
 */
function handleStorage(req, res, core) {
    if (req.method !== 'POST') {
        drainThen(req, () => {
            sendCosError(res, cosErrors.methodNotAllowed);
        });
    }
    else if (core.faults.take('storage-forbidden', 'storage') !== undefined) {
        drainThen(req, () => {
            sendCosError(res, cosErrors.expired);
        });
    }
    else if (core.faults.take('storage-reset', 'storage') !== undefined) {
        const reset = () => req.socket.destroy();
        req.once('data', reset).once('end', reset);
    }
    else {
        receiveUpload(req, res, core);
    }
}
function receiveUpload(req, res, core) {
    let parser;
    try {
        parser = lib_default()({ headers: req.headers });
    }
    catch {
        drainThen(req, () => {
            sendCosError(res, cosErrors.malformed);
        });
        return;
    }
    const fields = new Map();
    let filePart;
    parser.on('field', (name, value) => {
        if (filePart === undefined)
            fields.set(name, value);
    });
    parser.on('file', (name, stream) => {
        if (name !== 'file' || filePart !== undefined) {
            stream.resume();
            return;
        }
        filePart = storeFilePart(stream, fields, core);
        // A file that cannot be stored stops busboy mid-body, so 'close' never comes: answer now.
        void filePart.then((outcome) => {
            if (!('error' in outcome) || outcome.error !== cosErrors.internal)
                return;
            req.unpipe(parser);
            drainThen(req, () => {
                if (!res.headersSent)
                    sendCosError(res, cosErrors.internal);
            });
        });
    });
    parser.on('close', () => {
        void (filePart ?? Promise.resolve({ error: cosErrors.missingFile })).then((outcome) => {
            if (res.headersSent)
                return;
            if ('error' in outcome) {
                sendCosError(res, outcome.error);
                return;
            }
            if ('upload' in outcome) {
                core.queue.enqueue(outcome.upload, core.faults.take('never-publish', 'storage') !== undefined);
            }
            res.writeHead(204);
            res.end();
        });
    });
    parser.on('error', () => {
        req.unpipe(parser);
        void filePart?.then(async (outcome) => {
            if ('upload' in outcome)
                await (0,promises_.rm)(outcome.upload.filePath, { force: true });
        });
        drainThen(req, () => {
            if (!res.headersSent)
                sendCosError(res, cosErrors.malformed);
        });
    });
    req.pipe(parser);
}
/** Checks the credentials that preceded the file, then streams the file to the builds directory. */
async function storeFilePart(stream, fields, core) {
    const field = (name) => fields.get(name) ?? '';
    const check = core.tickets.check(field('key'), field('signature'), field('x-cos-security-token'), Date.now());
    if (!check.ok || core.queue.phase(check.ticket.key) !== undefined) {
        stream.resume();
        return check.ok ? { duplicate: true } : { error: rejections[check.reason] };
    }
    const { key, buildKey, platform, settings } = check.ticket;
    const partPath = (0,external_node_path_.join)(core.paths.builds, `${key}.${randomHex(4)}.part`);
    let fileSize = 0;
    stream.on('data', (chunk) => (fileSize += chunk.length));
    try {
        await (0,external_node_stream_promises_.pipeline)(stream, (0,external_node_fs_.createWriteStream)(partPath));
        const filePath = (0,external_node_path_.join)(core.paths.builds, key);
        await (0,promises_.rename)(partPath, filePath);
        const fileName = field('x-cos-meta-file-name') || `${buildKey}.${fileExtensions[platform]}`;
        return { upload: { key, buildKey, platform, filePath, fileName, fileSize, settings } };
    }
    catch {
        // The body was well-formed as far as it went: the failure is the sandbox's (disk), as a 500.
        await (0,promises_.rm)(partPath, { force: true });
        return { error: cosErrors.internal };
    }
}
/** Reads and discards the rest of the body, then answers: the client sees the answer reliably. */
function drainThen(req, respond) {
    req.once('end', respond);
    req.resume();
}

;// CONCATENATED MODULE: ./src/sandbox/upload-tickets.ts




/**
 * Issues and checks storage upload credentials. The signature is an HMAC over the key and its
 * validity window, so an expired or edited signature fails the check like it does at COS.
 */
class UploadTickets {
    validitySeconds;
    distinctKeys;
    #secret = (0,external_node_crypto_.randomBytes)(32);
    #tickets = new Map();
    /**
     * @param validitySeconds how long a signature is accepted after it was issued.
     * @param distinctKeys issue `<random>.<ext>` storage keys and another random buildKey for each.
     */
    constructor(validitySeconds, distinctKeys = false) {
        this.validitySeconds = validitySeconds;
        this.distinctKeys = distinctKeys;
    }
    /** Issues a ticket for a new key; `now` in ms since the epoch. */
    issue(platform, settings, now) {
        const buildKey = randomHex(16);
        const key = this.distinctKeys ? `${randomHex(16)}.${fileExtensions[platform]}` : buildKey;
        const start = Math.floor(now / 1000);
        const window = `${start};${start + this.validitySeconds}`;
        const signature = [
            'q-sign-algorithm=sha1',
            'q-ak=AKIDsandbox',
            `q-sign-time=${window}`,
            `q-key-time=${window}`,
            'q-header-list=',
            'q-url-param-list=',
            `q-signature=${this.#sign(key, window)}`,
        ].join('&');
        const ticket = {
            key,
            buildKey,
            platform,
            settings,
            signature,
            securityToken: randomHex(24),
        };
        this.#tickets.set(key, ticket);
        return ticket;
    }
    /** The ticket issued for `key`, if any. */
    get(key) {
        return this.#tickets.get(key);
    }
    /** Checks the form fields `key`, `signature` and `x-cos-security-token`; `now` in ms. */
    check(key, signature, securityToken, now) {
        const ticket = this.#tickets.get(key);
        if (ticket === undefined)
            return { ok: false, reason: 'unknown-key' };
        const window = new URLSearchParams(signature).get('q-sign-time') ?? '';
        const given = new URLSearchParams(signature).get('q-signature') ?? '';
        if (!sameSecret(given, this.#sign(key, window)))
            return { ok: false, reason: 'bad-signature' };
        if (!sameSecret(securityToken, ticket.securityToken))
            return { ok: false, reason: 'bad-token' };
        const end = Number(window.split(';')[1]);
        if (!(end * 1000 > now))
            return { ok: false, reason: 'expired' };
        return { ok: true, ticket };
    }
    /** The secret parts of every ticket issued: each signature's HMAC and each security token. */
    issuedSecrets() {
        return [...this.#tickets.values()].flatMap((ticket) => [
            new URLSearchParams(ticket.signature).get('q-signature') ?? ticket.signature,
            ticket.securityToken,
        ]);
    }
    #sign(key, window) {
        return (0,external_node_crypto_.createHmac)('sha1', this.#secret).update(`${key}\n${window}`).digest('hex');
    }
}

// EXTERNAL MODULE: ./src/api/v1/names.ts
var names = __webpack_require__(5196);
// EXTERNAL MODULE: ./src/api/v1/rename.ts
var rename = __webpack_require__(6836);
;// CONCATENATED MODULE: ./src/sandbox/v1/answers.ts


const app = (0,rename/* invert */.B8)(names/* APP_NAMES */.fg);
const record = (names) => (data) => (0,rename/* rename */.$w)(names, data);
const list = (names) => (data) => (0,rename/* renameList */.by)(names, data);
/** The app record with the account's user key, which 2.0's records leave out (api-v1 §2.2). */
const withUserKey = (names) => (data, { core }) => ({ ...(0,rename/* rename */.$w)(names, data), userKey: core.userKey });
/** The fields getAppKeyByShortcut answers (api-v1 §4.9), fewer than 2.0's getByShortcut. */
const shortcutFields = [
    'appKey',
    'appType',
    'appFileName',
    'appFileSize',
    'appName',
    'appVersion',
    'appVersionNo',
    'appBuildVersion',
    'appIdentifier',
    'appCreated',
];
const answers = {
    /** upload, update: the full app set except appFileName (api-v1 §4.2, §4.6). */
    app: withUserKey(app),
    /** view: the app record and its historical versions (api-v1 §4.4). */
    appWithVersions: withUserKey((0,rename/* invert */.B8)(names/* BUILD_NAMES */.W6)),
    /** viewGroup: the app record without userKey (api-v1 §4.5). */
    appWithoutUserKey: record(app),
    /** listAll, builds, listMyPublished: a page of build entries (api-v1 §4.1, §4.7, §4.10). */
    apps: list(app),
    /** getAppKeyByShortcut: the fields of api-v1 §4.9 only. */
    shortcut: (data) => Object.fromEntries(Object.entries((0,rename/* rename */.$w)(app, data)).filter(([name]) => shortcutFields.includes(name))),
    /** uploadScreenshot: the build's screenshot keys, comma-separated (api-v1 §4.8). */
    screenshotKeys: (data) => ({ keys: (0,rename/* rename */.$w)({ buildScreenShots: 'keys' }, data).keys }),
    groups: list((0,rename/* invert */.B8)(names/* APP_GROUP_NAMES */.Jl)),
    group: record((0,rename/* invert */.B8)(names/* APP_GROUP_NAMES */.Jl)),
    feedbackPage: list((0,rename/* invert */.B8)(names/* FEEDBACK_NAMES */.RE)),
    feedback: record((0,rename/* invert */.B8)(names/* FEEDBACK_NAMES */.RE)),
    crashes: list((0,rename/* invert */.B8)(names/* CRASH_NAMES */.Zh)),
    crash: record((0,rename/* invert */.B8)(names/* CRASH_NAMES */.Zh)),
};

;// CONCATENATED MODULE: ./src/sandbox/v1/params.ts

/**
 * API 1.0's parameters (api-v1 §4) by their 2.0 names, so that the 2.0 handlers can read them. A
 * name means the same in every 1.0 operation, hence one table. Parameters it does not list are
 * not passed on. A function gives several 2.0 parameters for one 1.0 parameter.
 */
const paramNames = {
    aKey: 'buildKey',
    aId: 'appKey',
    uKey: 'userKey',
    page: 'page',
    type: 'type',
    installType: 'buildInstallType',
    password: 'buildPassword',
    updateDescription: 'buildUpdateDescription',
    channelShortcut: 'buildChannelShortcut',
    shortcut: 'buildShortcutUrl',
    userAppGroupKey: 'appGroupKey',
    feedbackKey: 'feedbackKey',
    sdkCrashGroupId: 'crashId',
    appName: 'buildName',
    appShortcutUrl: 'buildShortcutUrl',
    appUpdateDescription: 'buildUpdateDescription',
    appDescription: 'buildDescription',
    appVersion: 'buildVersion',
    appScreenshots: 'buildScreenShots',
    // app/update has no install type: setting a password makes a password install, clearing it
    // a public one, as 2.0's app/updateApp needs the type with the password (api-v2 §4.7).
    appPassword: (password) => ({
        buildPassword: password,
        buildInstallType: password === '' ? '1' : '2',
    }),
};
/** 1.0's file fields by their 2.0 names: the package, and a screenshot (app/updateApp's). */
const fileNames = { file: 'file', image: 'screenshot' };
/** `context` with `params` (2.0 names) in place of its own. */
function withParams(context, params) {
    return { ...context, params: new Params(new Map(Object.entries(params))) };
}
/** A 1.0 request as the 2.0 handlers read it: its parameters and files under their 2.0 names. */
function asV2Request(context) {
    const params = {};
    for (const [name, to] of Object.entries(paramNames)) {
        const value = context.params.optional(name);
        if (value === undefined)
            continue;
        Object.assign(params, typeof to === 'string' ? { [to]: value } : to(value));
    }
    const files = new Map();
    for (const [name, to] of Object.entries(fileNames)) {
        const file = context.files.get(name);
        if (file !== undefined)
            files.set(to, file);
    }
    return { ...withParams(context, params), files };
}

;// CONCATENATED MODULE: ./src/sandbox/v1/handlers.ts








/**
 * What API 1.0 does beyond its 2.0 counterpart, around the 2.0 handlers; the contexts here
 * carry 2.0 parameter names (params.ts).
 */
/**
 * `handler` behind the user key that the 1.0 operation requires (api-v1 §5 rule 1) and its 2.0
 * counterpart does not: 1012 when empty, 1045 when wrong, as app/updateApp (api-v2 §4.7).
 */
function asUser(handler) {
    return (context) => {
        const { params, core } = context;
        if (!sameSecret(params.required('userKey', Codes.userKeyEmpty), core.userKey)) {
            throw new ServiceRefusal(Codes.userKeyInvalid);
        }
        return handler(context);
    };
}
/** The platforms app/listAll's `type` names; 1.0 knows iOS and Android (api-v1 §2.2). */
const listedPlatforms = ['ios', 'android'];
/**
 * app/listAll (api-v1 §4.1): app/listMy's entries, only those of the platform `type` when given.
 * @throws ServiceRefusal 1081 for a type other than ios or android.
 */
function listAppsOfType(context) {
    const { params, core } = context;
    const platform = params.choice('type', listedPlatforms);
    // app/listMy's entries in its order, all on one page, then filtered and paged again.
    const { list } = listMyApps({
        ...withParams(context, {}),
        core: { ...core, pageSize: Number.POSITIVE_INFINITY },
    });
    const entries = list.filter((entry) => platform === undefined || entry.buildType === buildTypeCodes[platform]);
    return paged(entries, params.page(), core.pageSize);
}
/**
 * app/view (api-v1 §4.4): 2.0's app/view of the build `buildKey`, whose app 1.0 does not name.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown build.
 */
function viewBuild(context) {
    const build = requireBuild(context);
    return viewApp(withParams(context, { appKey: build.appKey, buildKey: build.key }));
}
/**
 * app/update (api-v1 §4.6): 2.0's app/updateApp, then what only 1.0 changes: the build's name
 * (kept when empty) and its screenshots (`buildScreenShots`, keys from uploadScreenshot; empty
 * removes them all), checked before anything changes.
 * @returns the basic record of the build after the change.
 * @throws ServiceRefusal as app/updateApp, 1081 for a screenshot key the build does not have.
 */
async function update(context) {
    const { params, core } = context;
    const build = requireBuild(context);
    const screenshots = screenshotsChange(build, params.optional('buildScreenShots'));
    await updateBuild(context);
    const name = params.optional('buildName') ?? '';
    if (name !== '')
        build.name = name;
    build.screenshots = screenshots ?? build.screenshots;
    return basicRecord(core.state, core.links, build);
}
/**
 * app/uploadScreenshot (api-v1 §4.8): 2.0's app/updateApp with only a screenshot, as the account's
 * user, since 1.0 asks no user key here.
 * @returns app/updateApp's record, whose buildScreenShots lists the build's screenshot keys.
 * @throws ServiceRefusal 1021 no image, 1023/1093 for the build, 1039 a sixth screenshot.
 */
function addScreenshot(context) {
    const { params, files, core } = context;
    if (!files.has('screenshot'))
        throw new ServiceRefusal(Codes.invalidFile);
    return updateBuild(withParams(context, {
        userKey: core.userKey,
        buildKey: params.optional('buildKey') ?? '',
    }));
}
/** The build's screenshots after app/update; undefined leaves them. */
function screenshotsChange(build, keys) {
    if (keys === undefined)
        return undefined;
    const wanted = keys.split(',').filter((key) => key !== '');
    if (wanted.some((key) => !build.screenshots.includes(key))) {
        throw new ServiceRefusal(Codes.illegalRequest, 200, 'appScreenshots: no such screenshot');
    }
    return wanted;
}

;// CONCATENATED MODULE: ./src/sandbox/v1/routes.ts






/** Path prefix of API 1.0; its operations are named with it, e.g. `apiv1/app/view`. */
const v1Prefix = 'apiv1/';
/**
 * A 1.0 operation answered by `handler`, a 2.0 handler or one of handlers.ts: the request's
 * parameters under their 2.0 names in, `answer` shapes what comes out (a Redirect passes as is).
 */
function v1(handler, answer = (data) => data) {
    return async (context) => answer(await handler(asV2Request(context)), context);
}
function post(handler, answer, files) {
    return { method: 'POST', handler: v1(handler, answer), ...(files ? { files } : {}) };
}
/** Every operation of api-v1 §4, by its path under `/apiv1/`. */
const operations = {
    'app/listAll': post(listAppsOfType, answers.apps),
    'app/upload': post(asUser(uploadInOneStep), answers.app, ['file']),
    'app/install': { method: 'GET', handler: v1(install) },
    'app/view': post(viewBuild, answers.appWithVersions),
    'app/viewGroup': post(viewApp, answers.appWithoutUserKey),
    'app/update': post(asUser(update), answers.app),
    'app/builds': post(listBuilds, answers.apps),
    'app/uploadScreenshot': post(addScreenshot, answers.screenshotKeys, ['image']),
    'app/getAppKeyByShortcut': post(getByShortcut, answers.shortcut),
    'user/listMyPublished': post(asUser(listMyApps), answers.apps),
    'userAppGroup/listAll': post(asUser(listAppGroups), answers.groups),
    'userAppGroup/view': post(viewAppGroup, answers.group),
    'feedback/listAll': post(listFeedback, answers.feedbackPage),
    'feedback/view': post(viewFeedback, answers.feedback),
    'crash/listAll': post(listCrashes, answers.crashes),
    'crash/view': post(viewCrash, answers.crash),
};
/**
 * The operations of API 1.0 by their path under `/` (`apiv1/app/view`), answered from the same
 * state as 2.0: a build uploaded through one API is seen through the other.
 */
const v1Routes = new Map(Object.entries(operations).map(([operation, route]) => [`${v1Prefix}${operation}`, route]));

;// CONCATENATED MODULE: ./src/sandbox/server.ts


















/**
 * Starts a local emulator of the distribution service's API 2.0 (api-v2 §4), legacy API 1.0
 * (api-v1 §4) and storage endpoint on `http://<host>:<port>`.
 * @throws RangeError for invalid options (see resolveOptions); the listen error (e.g. EADDRINUSE).
 */
async function startSandbox(options = {}) {
    const resolved = resolveOptions(options);
    const faults = new FaultPlan();
    for (const spec of resolved.faults)
        faults.inject(spec);
    const dataDir = resolved.dataDir ?? (await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'pgyer-sandbox-')));
    const paths = await createDataPaths(dataDir);
    const server = (0,external_node_http_.createServer)();
    await new Promise((resolve, reject) => {
        server.once('error', reject).listen(resolved.port, resolved.host, () => {
            server.off('error', reject);
            resolve();
        });
    });
    const { port } = server.address();
    const url = `http://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`;
    const core = createCore(resolved, faults, paths, url);
    const requests = [];
    server.on('request', (req, res) => {
        void dispatch(req, res, core, requests);
    });
    let closing;
    const close = async () => {
        core.queue.close();
        await new Promise((resolve) => {
            server.close(() => {
                resolve();
            });
            server.closeAllConnections();
        });
        if (resolved.dataDir === undefined)
            await (0,promises_.rm)(dataDir, { recursive: true, force: true });
    };
    return {
        url,
        apiKey: resolved.apiKey,
        userKey: resolved.userKey,
        requests,
        faults: {
            inject: (spec) => {
                faults.inject(spec);
            },
            clear: () => {
                faults.clear();
            },
        },
        state: core.state,
        issuedSecrets: () => core.tickets.issuedSecrets(),
        close: () => (closing ??= close()),
    };
}
async function createDataPaths(dataDir) {
    const paths = {
        incoming: (0,external_node_path_.join)(dataDir, 'incoming'),
        builds: (0,external_node_path_.join)(dataDir, 'builds'),
        screenshots: (0,external_node_path_.join)(dataDir, 'screenshots'),
    };
    await Promise.all([paths.incoming, paths.builds, paths.screenshots].map((path) => (0,promises_.mkdir)(path, { recursive: true })));
    return paths;
}
function createCore(options, faults, paths, url) {
    const state = new SandboxState();
    return {
        state,
        queue: new PublishQueue(state, {
            parseMs: options.parseDelayMs,
            publishMs: options.publishDelayMs,
        }),
        tickets: new UploadTickets(options.tokenValiditySeconds, options.distinctUploadKeys),
        faults,
        links: new Links(url),
        paths,
        apiKey: options.apiKey,
        userKey: options.userKey,
        pageSize: options.pageSize,
        latencyMs: options.latencyMs,
    };
}
/**
 * Records the request, applies an html fault, then routes: /apiv2, /apiv1, /storage, the pages.
 * Any other path answers HTTP 404 with the envelope code 1096, like an unknown operation.
 */
function takeConnectionFault(core, operation) {
    const kinds = ['hang', 'reset', 'truncated'];
    return kinds.find((kind) => core.faults.take(kind, operation) !== undefined);
}
/** Reads the whole request, then fails the connection the way `kind` says. */
function misbehave(req, res, kind) {
    req.resume();
    req.once('end', () => {
        if (kind === 'reset')
            req.socket.destroy();
        // A truncated body: the content length promises more than comes, then the connection ends.
        if (kind === 'truncated') {
            res.writeHead(200, { 'content-type': 'application/json', 'content-length': '64' });
            res.end('{"code":0,"message":"","data":{"buildKey":"');
        }
        // 'hang': no answer at all; close() drops the connection.
    });
}
async function dispatch(req, res, core, requests) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    // A 1.0 operation keeps its prefix (apiv1/app/view), so faults and records tell the APIs apart.
    const v1Operation = path.startsWith(`/${v1Prefix}`) ? path.slice(1) : undefined;
    const operationPath = path.startsWith('/apiv2/') ? path.slice('/apiv2/'.length) : v1Operation;
    const page = operationPath === undefined && path !== '/storage' ? matchPage(path) : undefined;
    const operation = operationPath ?? (path === '/storage' ? 'storage' : (page?.page.operation ?? 'unknown'));
    requests.push({ method: req.method ?? 'GET', path, operation, at: Date.now() });
    const htmlFault = core.faults.take('html', operation);
    const connectionFault = takeConnectionFault(core, operation);
    try {
        if (htmlFault !== undefined) {
            sendHtmlError(req, res, htmlFault.status, htmlFault.retryAfterSeconds);
        }
        else if (connectionFault !== undefined) {
            misbehave(req, res, connectionFault);
        }
        else if (operationPath !== undefined) {
            if (core.latencyMs > 0)
                await (0,external_node_timers_promises_.setTimeout)(core.latencyMs);
            await handleApi(req, res, core, operationPath, v1Operation === undefined ? routes : v1Routes);
        }
        else if (path === '/storage') {
            handleStorage(req, res, core);
        }
        else if (page !== undefined && (req.method === 'GET' || req.method === 'HEAD')) {
            await page.page.serve(res, core, page.segment, req);
        }
        else if (page?.page.post !== undefined && req.method === 'POST') {
            await page.page.post(res, core, page.segment, req);
        }
        else {
            req.resume();
            sendEnvelope(res, Codes.wrongMethod, [], 'no such path', 404);
        }
    }
    catch (error) {
        if (res.headersSent)
            res.destroy();
        else
            sendHtmlError(req, res, error instanceof PageNotFound ? 404 : 500);
    }
}


/***/ })

};
