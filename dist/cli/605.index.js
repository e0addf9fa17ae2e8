export const id = 605;
export const ids = [605];
export const modules = {

/***/ 2605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  startSandbox: () => (/* binding */ startSandbox)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(4708);
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
 * The service's envelope codes that the sandbox answers with, and their messages
 * (service.md#error-codes). Only the codes the sandbox can produce are listed.
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
/** The message the sandbox sends with `code`: the reference's wording (service.md#error-codes). */
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
 * Converts handler data to what the real service sends (service.md#quirks): every number becomes a
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
 * Sends the envelope `{"code": int, "message": string, "data": ...}` (service.md#quirks).
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







/**
 * Bounds of a form, far above what any operation of the spec sends (at most 15 parameters, one
 * or two files), so that a runaway or hostile body is refused before it fills memory.
 */
const formLimits = {
    /** One field's value, and a whole urlencoded body, in bytes. */
    fieldBytes: 1024 * 1024,
    /** All multipart field values together, in bytes. */
    totalFieldBytes: 2 * 1024 * 1024,
    /** Multipart field values read before `_api_key` arrived, in bytes. */
    unauthenticatedFieldBytes: 64 * 1024,
    fields: 100,
    files: 10,
};
const keyName = '_api_key';
/**
 * Reads an API request's parameters the way the service's PHP does (`$_REQUEST`): the query
 * string, then the body, urlencoded or multipart/form-data, whose fields win. Multipart file
 * parts named in `fileFields` are streamed to `tempDir` (never buffered); other file parts are
 * drained.
 * @throws ServiceRefusal from `checkKey`; 1001 when multipart fields over
 *   `formLimits.unauthenticatedFieldBytes` precede the key; 1081 for a malformed multipart body or
 *   one over `formLimits`, or a urlencoded body over 1 MiB. All with HTTP 200, like the service.
 */
async function readForm(req, options) {
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
    const queryKey = fields.get(keyName) ?? '';
    if (queryKey !== '')
        options.checkKey?.(queryKey);
    const type = req.headers['content-type'] ?? '';
    try {
        if (type.startsWith('multipart/form-data')) {
            await readMultipart(req, form, options, queryKey !== '' || options.checkKey === undefined);
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
function illegal(detail) {
    return new ServiceRefusal(Codes.illegalRequest, 200, detail);
}
async function readText(req) {
    const chunks = [];
    let size = 0;
    for await (const chunk of req) {
        size += chunk.length;
        if (size > formLimits.fieldBytes)
            throw illegal('request body over 1 MiB');
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function readMultipart(req, form, { fileFields, tempDir, checkKey }, keyChecked) {
    return new Promise((resolve, reject) => {
        const writes = [];
        let failed = false;
        let authenticated = keyChecked;
        let fieldBytes = 0;
        const fail = (error) => {
            if (failed)
                return;
            failed = true;
            req.unpipe();
            req.resume();
            reject(error instanceof ServiceRefusal
                ? error
                : illegal(`malformed multipart body: ${String(error)}`));
        };
        let parser;
        try {
            parser = lib_default()({
                headers: req.headers,
                limits: {
                    fieldSize: formLimits.fieldBytes,
                    fields: formLimits.fields,
                    files: formLimits.files,
                    parts: formLimits.fields + formLimits.files,
                },
            });
        }
        catch (error) {
            fail(error);
            return;
        }
        parser.on('field', (name, value, info) => {
            if (failed)
                return;
            fieldBytes += name.length + value.length;
            const isKey = name === keyName && value !== '';
            if (!authenticated && !isKey && fieldBytes > formLimits.unauthenticatedFieldBytes) {
                fail(new ServiceRefusal(Codes.apiKeyEmpty));
            }
            else if (info.valueTruncated || fieldBytes > formLimits.totalFieldBytes) {
                fail(illegal(info.valueTruncated ? `field ${name} over 1 MiB` : 'form fields over 2 MiB'));
            }
            else {
                form.fields.set(name, value);
                if (!authenticated && isKey)
                    authenticate(value);
            }
        });
        const authenticate = (key) => {
            try {
                checkKey?.(key);
                authenticated = true;
            }
            catch (error) {
                fail(error);
            }
        };
        const overLimit = (what) => () => {
            fail(illegal(`more than ${what}`));
        };
        parser.on('fieldsLimit', overLimit(`${formLimits.fields} fields`));
        parser.on('filesLimit', overLimit(`${formLimits.files} files`));
        parser.on('partsLimit', overLimit(`${formLimits.fields + formLimits.files} parts`));
        parser.on('file', (name, stream, info) => {
            if (failed || !fileFields.includes(name) || form.files.has(name)) {
                stream.resume();
                return;
            }
            const path = (0,external_node_path_.join)(tempDir, randomHex(16));
            const file = { path, fileName: info.filename ?? '', size: 0 };
            form.files.set(name, file);
            stream.on('data', (chunk) => (file.size += chunk.length));
            writes.push((0,external_node_stream_promises_.pipeline)(stream, (0,external_node_fs_.createWriteStream)(path)));
        });
        parser.on('error', fail);
        parser.on('close', () => {
            Promise.all(writes).then(() => {
                if (!failed)
                    resolve();
            }, fail);
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
 * Typed access to an operation's parameters. An optional parameter sent empty counts as not
 * given, as the vendor's clients send unused fields empty (service.md#quirks); only the parameters
 * whose spec row says "an empty value sets it to empty" (service.md#build-settings, #v1-update) are
 * read with {@link Params.clearable}, where empty is a value.
 */
class Params {
    fields;
    constructor(fields) {
        this.fields = fields;
    }
    /** The value, or undefined when absent or empty. */
    optional(name) {
        const value = this.fields.get(name);
        return value === '' ? undefined : value;
    }
    /** The value, '' when sent empty, undefined when absent. */
    clearable(name) {
        return this.fields.get(name);
    }
    /** The value. @throws ServiceRefusal `code` when absent or empty. */
    required(name, code) {
        const value = this.optional(name);
        if (value === undefined)
            throw new ServiceRefusal(code);
        return value;
    }
    /**
     * One of `allowed` (compared as text), or undefined when absent or empty.
     * @throws ServiceRefusal `code` (default 1081) for any other value.
     */
    choice(name, allowed, code = Codes.illegalRequest) {
        const value = this.optional(name);
        if (value === undefined)
            return undefined;
        const match = allowed.find((candidate) => String(candidate) === value);
        if (match === undefined)
            throw new ServiceRefusal(code, 200, `${name} must be one of ${allowed.join(', ')}`);
        return match;
    }
    /**
     * A non-negative Integer of the spec, or undefined when absent or empty.
     * @throws ServiceRefusal 1081 for anything but decimal digits.
     */
    integer(name) {
        const value = this.optional(name);
        if (value === undefined)
            return undefined;
        if (!/^\d+$/.test(value))
            throw new ServiceRefusal(Codes.illegalRequest, 200, `${name} must be an integer`);
        return Number(value);
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
/** The system's clock and timers. */
const systemClock = {
    now: () => new Date(),
    sleep: (ms, signal) => (0,external_node_timers_promises_.setTimeout)(ms, undefined, { signal }),
};

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
 * The sandbox's records (service.md#records), in natural types. Numbers stay numbers here; the
 * envelope turns them into strings on the wire (service.md#quirks).
 */
/** buildType as the service numbers it: 1 iOS, 2 Android (service.md#build-record), 3 HarmonyOS. */
const buildTypeCodes = { ios: 1, android: 2, harmony: 3 };
/** The file extension of each platform's package. */
const fileExtensions = {
    ios: 'ipa',
    android: 'apk',
    harmony: 'hap',
};
/** Install page templates that app/update accepts (service.md#app-settings). */
const templates = ['classic', 'fashion', 'gray', 'green', 'colorful'];

;// CONCATENATED MODULE: ./src/sandbox/records.ts


/**
 * The shapes the operations answer with (service.md#build-record, #api-2). Numbers here become
 * strings in the envelope.
 */
/** The basic build set (service.md#build-record), the answer of buildInfo and app/upload. */
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
        buildIcon: build.iconKey,
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
 * The full record of app/view and app/update (service.md#app-view, #app-settings): the basic set,
 * the app's settings and the other builds of the app.
 */
function detailedRecord(state, links, build, now) {
    const app = state.appOf(build);
    const { settings } = app;
    const today = serviceDay(now);
    const others = state.buildsOf(app.key).filter((other) => other !== build);
    const downloadsToday = (of) => of.downloadsByDay.get(today) ?? 0;
    return {
        ...basicRecord(state, links, build),
        iconUrl: build.iconKey === '' ? '' : links.icon(build.iconKey),
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
/**
 * One entry of app/builds (service.md#app-builds); app/listMy adds the appKey (service.md#list-my).
 */
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
        buildIcon: build.iconKey,
        buildCreated: serviceDateTime(build.created),
    };
}
/** The answer of app/getByShortcut (service.md#get-by-shortcut). */
function shortcutRecord(state, links, build) {
    const record = omit(basicRecord(state, links, build), [
        'buildIcon',
        'buildQRCodeURL',
        'buildUpdated',
    ]);
    return { ...record, buildFileName: build.fileName };
}
/**
 * The answer of app/updateApp: the basic set without buildQRCodeURL (service.md#build-settings).
 */
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
 * app/view (service.md#app-view): the build `buildKey` of the app, else the app's current build,
 * with the app's settings and other builds.
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
 * app/builds (service.md#app-builds): the app's builds, most recent upload first, one page of
 * `pageSize`.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app.
 */
function listBuilds(context) {
    const { params, core } = context;
    const builds = core.state.buildsOf(requireApp(context).key);
    return paged(builds.map(listEntry), params.page(), core.pageSize);
}
/**
 * app/listMy (service.md#list-my): the caller's apps, each by its current build, most recent first.
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
 * app/getByShortcut (service.md#get-by-shortcut): the current build of the app with that short
 * link.
 * @throws ServiceRefusal 1031 short link empty, 1009 no app has it.
 */
function getByShortcut({ params, core }) {
    const shortcut = params.required('buildShortcutUrl', Codes.shortcutEmpty);
    const app = core.state.appByShortcut(shortcut);
    return shortcutRecord(core.state, core.links, currentBuildOf({ core, app }));
}
/**
 * app/check (service.md#update-check): whether the app's current build is newer than the caller's,
 * by buildBuildVersion when given, else by buildVersion (dotted numbers); neither given: false. The
 * sandbox has no forced updates and no channels (channelKey is accepted and ignored).
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app, 1081 buildBuildVersion not an
 *   Integer.
 */
function checkForUpdate(context) {
    const { params, core } = context;
    const app = requireApp(context);
    const build = currentBuildOf({ core, app });
    const buildVersion = params.integer('buildBuildVersion');
    const version = params.optional('buildVersion') ?? '';
    const newer = buildVersion !== undefined
        ? build.buildVersion > buildVersion
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
 * app/install (service.md#install-links, GET): redirects (302) to the package download of the build
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
 * The install validity period from its three parameters (service.md#upload-token, #app-settings).
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
 * The settings of an upload, validated: getCOSToken's (service.md#upload-token) or, with
 * `singleStep`, app/upload's (service.md#single-step-upload), which has no buildDescription and no
 * oversea. buildInstallType defaults to 1 (public); a password install with an empty password is a
 * public install ("empty means public install"). `oversea` only selects an upload route at the
 * service; it is validated and has no effect here.
 * @throws ServiceRefusal 1081 for a value outside an enumeration, 1144/1145 for the dates, 1212 for
 *   a channel short link that names no channel.
 */
function parseUploadSettings(params, state, singleStep = false) {
    const password = params.optional('buildPassword') ?? '';
    const installType = publicWithoutPassword(params.choice('buildInstallType', [1, 2, 3]) ?? 1, password);
    if (!singleStep)
        params.choice('oversea', [1, 2]);
    const channel = params.optional('buildChannelShortcut');
    if (channel !== undefined && !state.channels.has(channel)) {
        throw new ServiceRefusal(Codes.channelInvalid);
    }
    return {
        installType,
        password: installType === 2 ? password : '',
        description: singleStep ? '' : (params.optional('buildDescription') ?? ''),
        updateDescription: params.optional('buildUpdateDescription') ?? '',
        period: parseInstallPeriod(params.choice('buildInstallDate', [1, 2]), params.optional('buildInstallStartDate'), params.optional('buildInstallEndDate')),
        channel,
    };
}
/**
 * The install type that `password` leaves: a password install needs a password; without one it
 * is public (service.md#upload-token, #single-step-upload: "empty means public install").
 */
function publicWithoutPassword(installType, password) {
    return installType === 2 && password === '' ? 1 : installType;
}

;// CONCATENATED MODULE: ./src/sandbox/handlers/app-write.ts









const flags = [1, 2];
/** At most 5 screenshots per build (service.md#limits, error 1039). */
const maxScreenshots = 5;
/**
 * app/update (service.md#app-settings): changes the app's settings; every parameter is validated
 * before any is applied. buildInstallType is required and 2 or 3 (the spec marks it R with those
 * values; public, 1, is "the create-time value used by upload operations",
 * service.md#build-record).
 * @returns the detailed record of the app's current build, as app/view.
 * @throws ServiceRefusal 1010/1009 for the app, 1081 buildInstallType missing or any value outside its
 *   enumeration, 1061 password install with neither a new nor a stored password, 1017 short link
 *   taken or invalid, 1144/1145 for the install period.
 */
function updateApp(context) {
    const { params, core, now } = context;
    const app = requireApp(context);
    const installType = params.choice('buildInstallType', [2, 3]);
    if (installType === undefined) {
        throw new ServiceRefusal(Codes.illegalRequest, 200, 'buildInstallType is required');
    }
    const password = params.optional('buildPassword') ?? app.settings.password;
    if (installType === 2 && password === '')
        throw new ServiceRefusal(Codes.passwordEmpty);
    const access = accessOf(installType, password);
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
 * app/updateApp (service.md#build-settings): changes one build (descriptions, version label,
 * screenshot) and its app's short link and install access. Needs the userKey. buildDescription,
 * buildUpdateDescription and buildPassword sent empty set the field empty (the spec says so for
 * these three); a password install left without a password is public (as service.md#upload-token).
 * Other parameters sent empty are not given. buildKey is required: it is the only parameter that
 * names what to change.
 * @throws ServiceRefusal 1012 userKey empty, 1045 wrong userKey, 1023/1093 for the build, 1081 bad
 *   install type, 1017 short link, 1039 a sixth screenshot.
 */
async function updateBuild(context) {
    const { params, files, core, now } = context;
    if (!sameSecret(params.required('userKey', Codes.userKeyEmpty), core.userKey)) {
        throw new ServiceRefusal(Codes.userKeyInvalid);
    }
    const build = requireBuild(context);
    const app = core.state.appOf(build);
    const password = params.clearable('buildPassword') ?? app.settings.password;
    const access = accessOf(publicWithoutPassword(params.choice('buildInstallType', [1, 2, 3]) ?? app.settings.installType, password), password);
    const shortcut = shortcutChange(core.state, app, params.optional('buildShortcutUrl'));
    const screenshot = files.get('screenshot');
    if (screenshot !== undefined && build.screenshots.length >= maxScreenshots) {
        throw new ServiceRefusal(Codes.tooManyScreenshots);
    }
    Object.assign(app.settings, access);
    app.shortcut = shortcut;
    build.description = params.clearable('buildDescription') ?? build.description;
    build.updateDescription = params.clearable('buildUpdateDescription') ?? build.updateDescription;
    build.version = params.optional('buildVersion') ?? build.version;
    if (screenshot !== undefined) {
        const key = `${randomHex(16)}${(0,external_node_path_.extname)(screenshot.fileName).toLowerCase()}`;
        await (0,promises_.rename)(screenshot.path, (0,external_node_path_.join)(core.paths.screenshots, key));
        build.screenshots.push(key);
    }
    build.updated = now;
    return updatedBuildRecord(core.state, core.links, build);
}
/**
 * app/setNewestVersion (service.md#newest-version). @throws ServiceRefusal 1023/1093 for the build.
 */
function setNewestVersion(context) {
    context.core.state.setNewest(requireBuild(context));
    return [];
}
/**
 * app/cancelNewestVersion (service.md#newest-version). @throws ServiceRefusal 1023/1093 for the
 * build.
 */
function cancelNewestVersion(context) {
    context.core.state.cancelNewest(requireBuild(context));
    return [];
}
/**
 * app/deleteApp (service.md#deletion): removes the app, its builds and their files.
 * @throws ServiceRefusal 1010 appKey empty, 1009 unknown app.
 */
async function deleteApp(context) {
    const { state, paths } = context.core;
    await removeFiles(state.removeApp(requireApp(context)), paths);
    return [];
}
/**
 * app/buildDelete (service.md#deletion): removes one build and its file.
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
/** The app's install settings: the password is kept for a password install only. */
function accessOf(installType, password) {
    return { installType, password: installType === 2 ? password : '' };
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
    const owned = builds.flatMap(({ filePath, screenshots, iconKey }) => [
        ...(filePath !== undefined && (0,external_node_path_.dirname)(filePath) === paths.builds ? [filePath] : []),
        ...screenshots.map((key) => (0,external_node_path_.join)(paths.screenshots, key)),
        ...(iconKey === '' ? [] : [(0,external_node_path_.join)(paths.icons, iconKey)]),
    ]);
    await Promise.all(owned.map((path) => (0,promises_.rm)(path, { force: true })));
}

;// CONCATENATED MODULE: ./src/sandbox/handlers/collections.ts





/** appGroup/listAll (service.md#app-groups): every app group, unpaged. */
function listAppGroups({ core }) {
    return [...core.state.appGroups.values()].map(groupSummary);
}
/**
 * appGroup/view (service.md#app-groups): one group with the current build of each of its apps.
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
 * feedback/listAll (service.md#feedback): the app's feedback, newest first, paged like app/builds.
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
 * feedback/view (service.md#feedback).
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
 * crash/listAll (service.md#crashes): the app's crash groups, newest first, paged.
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
 * crash/view (service.md#crashes).
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
/** certificate/index (service.md#certificates): every certificate, unpaged. */
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
/** module.json is a few KiB and an icon tens of KiB; anything far larger is not what it claims. */
const maxEntryBytes = 1024 * 1024;
/**
 * Reads name, version, version code, identifier and icon from the package at `path`, as
 * `platform` requires: AndroidManifest.xml (+ resources.arsc for the label and icon) of an APK,
 * Info.plist (+ the icon file it names) of an IPA, module.json (+ the `$media:` icon it names
 * under resources/base/media) of a HAP. Only the zip's directory and those entries are read, so
 * memory does not grow with the file. A missing icon is no error.
 * @throws PackageError when the file is not a zip, lacks the manifest, or the manifest lacks the
 *   identifier, so a package of another platform fails too.
 */
async function readPackage(path, platform) {
    await assertZip(path);
    try {
        const contents = await readers[platform](path);
        if (contents.info.identifier === '') {
            throw new PackageError('the package declares no identifier');
        }
        return contents;
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
            info: {
                name: (Array.isArray(label) ? label[0] : label) ?? manifest.package ?? '',
                version: manifest.versionName ?? '1.0',
                versionNo: String(manifest.versionCode ?? '1'),
                identifier: manifest.package ?? '',
            },
            icon: fromDataUrl(manifest.icon),
        };
    },
    async ios(path) {
        const { default: IpaParser } = await Promise.all(/* import() */[__webpack_require__.e(940), __webpack_require__.e(831)]).then(__webpack_require__.t.bind(__webpack_require__, 6831, 23));
        const plist = await new IpaParser(path).parse();
        return {
            info: {
                name: plist.CFBundleDisplayName ?? plist.CFBundleName ?? '',
                version: plist.CFBundleShortVersionString ?? '1.0',
                versionNo: plist.CFBundleVersion ?? '1',
                identifier: plist.CFBundleIdentifier ?? '',
            },
            icon: fromDataUrl(plist.icon),
        };
    },
    async harmony(path) {
        const { app } = parseModuleJson(await readZipEntry(path, 'module.json'));
        // A label like `$string:app_name` points into resources.index, which the sandbox does not
        // resolve; the bundle name is the honest fallback.
        const label = typeof app.label === 'string' && !app.label.startsWith('$') ? app.label : '';
        // `$media:<name>` is the file resources/base/media/<name>.png in the packages DevEco builds;
        // resources.index, which maps it in general, is not read.
        const media = typeof app.icon === 'string' ? /^\$media:([\w.-]+)$/.exec(app.icon)?.[1] : undefined;
        const icon = media === undefined
            ? undefined
            : await readZipEntry(path, `resources/base/media/${media}.png`).catch(() => undefined);
        return {
            info: {
                name: label || app.bundleName,
                version: app.versionName,
                versionNo: String(app.versionCode),
                identifier: app.bundleName,
            },
            icon,
        };
    },
};
/** The bytes of the parser's `data:image/png;base64,...` icon; undefined for none. */
function fromDataUrl(icon) {
    const base64 = icon?.split(',', 2)[1];
    return base64 === undefined || base64 === '' ? undefined : Buffer.from(base64, 'base64');
}
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
            if (entry.uncompressedSize > maxEntryBytes)
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
    const { bundleName, versionName, versionCode, label, icon } = app;
    if (typeof bundleName !== 'string' || typeof versionName !== 'string') {
        throw new PackageError('module.json lacks app.bundleName or app.versionName');
    }
    if (typeof versionCode !== 'string' && typeof versionCode !== 'number') {
        throw new PackageError('module.json lacks app.versionCode');
    }
    return { app: { bundleName, versionName, versionCode, label, icon } };
}

;// CONCATENATED MODULE: ./src/sandbox/icons.ts



/**
 * Stores a build's icon in `dir` under a new icon key (buildIcon, service.md#build-record), `<32
 * hex>.png`.
 * @returns the key.
 */
async function storeIcon(dir, png) {
    const key = `${randomHex(16)}.png`;
    await (0,promises_.writeFile)((0,external_node_path_.join)(dir, key), png);
    return key;
}

;// CONCATENATED MODULE: ./src/sandbox/handlers/upload.ts








/**
 * getCOSToken's buildType words (service.md#upload-token), and `harmony`, which the vendor's own
 * clients send for a .hap (service.md#quirks).
 */
const buildTypeWords = {
    ios: 'ios',
    ipa: 'ios',
    android: 'android',
    apk: 'android',
    harmonyos: 'harmony',
    hap: 'harmony',
    harmony: 'harmony',
};
/**
 * The platforms app/upload accepts, by file extension: "ipa or apk file"
 * (service.md#single-step-upload).
 */
const singleStepExtensions = { '.ipa': 'ios', '.apk': 'android' };
/**
 * app/getCOSToken (service.md#upload-token): validates the upload settings and issues storage
 * credentials. The settings are kept with the key and applied when the build is published.
 * @throws ServiceRefusal 1014 buildType empty, 1015 unknown buildType, and those of parseUploadSettings.
 */
function getCosToken({ params, core, now }) {
    const platform = buildTypeWords[params.required('buildType', Codes.appTypeEmpty).toLowerCase()];
    if (platform === undefined)
        throw new ServiceRefusal(Codes.wrongType);
    const settings = parseUploadSettings(params, core.state);
    const ticket = core.tickets.issue(platform, settings, now.getTime());
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
 * app/buildInfo (service.md#build-info): the basic build set once published; else 1246 while the
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
 * app/upload (service.md#single-step-upload), the single-step upload: reads the package at once and
 * answers the published build's basic set; no queue.
 * @throws ServiceRefusal 1021 no file, 1015 not an .ipa/.apk, 1058 unreadable package, 1212 a
 *   channel of another app, and those of parseUploadSettings.
 */
async function uploadInOneStep({ params, files, core, now }) {
    const file = requireFile(files.get('file'));
    const platform = singleStepExtensions[(0,external_node_path_.extname)(file.fileName).toLowerCase()];
    if (platform === undefined)
        throw new ServiceRefusal(Codes.wrongType);
    const settings = parseUploadSettings(params, core.state, true);
    const { info, icon } = await readPackage(file.path, platform).catch((error) => {
        throw error instanceof PackageError ? new ServiceRefusal(Codes.parseFailed) : error;
    });
    const iconKey = icon === undefined ? '' : await storeIcon(core.paths.icons, icon);
    const key = randomHex(16);
    const filePath = (0,external_node_path_.join)(core.paths.builds, key);
    try {
        const build = core.state.publish({
            key,
            platform,
            info,
            fileName: file.fileName,
            fileSize: file.size,
            filePath,
            iconKey,
            settings,
            created: now,
        });
        await (0,promises_.rename)(file.path, filePath);
        return basicRecord(core.state, core.links, build);
    }
    catch (error) {
        if (iconKey !== '')
            await (0,promises_.rm)((0,external_node_path_.join)(core.paths.icons, iconKey), { force: true });
        throw error;
    }
}
/**
 * app/uploadHarmonyCert (service.md#harmonyos-files): the p12 that publishing a HAP waits for. The
 * sandbox checks that it arrived with a password and never stores either.
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
 * app/uploadHarmonyHsp (service.md#harmonyos-files): an hsp dependency of a HAP; accepted and not
 * needed.
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




/** Every operation of service.md#api-2, by its path under `/apiv2/`. */
const routes = new Map([
    ['app/getCOSToken', { handler: getCosToken }],
    ['app/buildInfo', { handler: buildInfo }],
    ['app/upload', { handler: uploadInOneStep, files: ['file'] }],
    ['app/uploadHarmonyCert', { handler: uploadHarmonyCertificate, files: ['file'] }],
    ['app/uploadHarmonyHsp', { handler: uploadHarmonyHsp, files: ['file'] }],
    ['app/install', { handler: install }],
    ['app/view', { handler: viewApp }],
    ['app/update', { handler: updateApp }],
    ['app/updateApp', { handler: updateBuild, files: ['screenshot'] }],
    ['app/builds', { handler: listBuilds }],
    ['app/getByShortcut', { handler: getByShortcut }],
    ['app/listMy', { handler: listMyApps }],
    ['app/setNewestVersion', { handler: setNewestVersion }],
    ['app/cancelNewestVersion', { handler: cancelNewestVersion }],
    ['app/check', { handler: checkForUpdate }],
    ['app/deleteApp', { handler: deleteApp }],
    ['app/buildDelete', { handler: deleteBuild }],
    ['appGroup/listAll', { handler: listAppGroups }],
    ['appGroup/view', { handler: viewAppGroup }],
    ['feedback/listAll', { handler: listFeedback }],
    ['feedback/view', { handler: viewFeedback }],
    ['crash/listAll', { handler: listCrashes }],
    ['crash/view', { handler: viewCrash }],
    ['certificate/index', { handler: listCertificates }],
]);

;// CONCATENATED MODULE: ./src/sandbox/api.ts







/**
 * Answers one request under `/apiv2` or `/apiv1` as the service does (service.md#quirks): GET and
 * POST alike, parameters from the query and the body, every answer a JSON envelope with HTTP 200
 * (app/install's 302 aside). `operation` is named as in `table`, 2.0's `routes` by default (API
 * 1.0's are `v1/routes.ts`); '' is the bare prefix. Order: a rate-limit fault (1098) or refuse
 * fault; another HTTP method 1096; `_api_key` (service.md#authentication) 1001 missing, 1002 wrong,
 * checked before the body is read when the query carries it; an unknown operation 1096 ("wrong
 * method" in the spec's table: the operation is the API's method); then the handler. An unexpected
 * failure answers 1188. Never rejects.
 */
async function handleApi(req, res, core, operation, table = routes) {
    const route = table.get(operation);
    const fault = route === undefined
        ? undefined
        : core.faults.take('rate-limit', operation)
            ? Codes.rateLimited
            : core.faults.take('refuse', operation)?.code;
    if (fault !== undefined) {
        reply(req, res, fault);
        return;
    }
    const now = core.clock.now();
    try {
        if (req.method !== 'GET' && req.method !== 'POST') {
            throw new ServiceRefusal(Codes.wrongMethod, 200, 'GET or POST only');
        }
        const checkKey = (key) => {
            if (!sameSecret(key, core.apiKey))
                throw new ServiceRefusal(Codes.apiKeyWrong);
        };
        const form = await readForm(req, {
            fileFields: route?.files ?? [],
            tempDir: core.paths.incoming,
            checkKey,
        });
        try {
            const params = new Params(form.fields);
            checkKey(params.required('_api_key', Codes.apiKeyEmpty));
            if (route === undefined)
                throw new ServiceRefusal(Codes.wrongMethod, 200, 'no such operation');
            const context = { params, files: form.files, core, now };
            answer(req, res, await route.handler(context));
        }
        finally {
            await form.discard();
        }
    }
    catch (error) {
        if (error instanceof ServiceRefusal) {
            reply(req, res, error.code, error.message);
        }
        else {
            // The sandbox has no log; the cause goes to the caller, who is the developer.
            reply(req, res, Codes.internalError, `an error occurred: ${String(error)}`);
        }
    }
}
function answer(req, res, result) {
    if (result instanceof Redirect) {
        res.writeHead(302, { location: result.location, 'content-length': 0 });
        res.end();
    }
    else {
        reply(req, res, Codes.ok, undefined, result);
    }
}
/**
 * Sends the envelope. The rest of a body refused before it was read is drained unkept: closing
 * the connection instead would make a client that is still sending fail on a broken pipe
 * without seeing the answer.
 */
function reply(req, res, code, message, data) {
    if (!req.complete)
        req.resume();
    sendEnvelope(res, code, data, message);
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
 * screenshot `/image/view/app_screenshots/<key>`, icon `/icon/<a>/<b>/<c>/<d>/<e>/<key>` (see
 * {@link Links.icon}), storage `/storage`.
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
    /** The iOS install manifest an itms-services link names (service.md#install-links). */
    manifest(buildKey) {
        return `${this.base}/app/plist/${encodeURIComponent(buildKey)}`;
    }
    screenshot(key) {
        return `${this.base}/image/view/app_screenshots/${encodeURIComponent(key)}`;
    }
    /**
     * The icon's address as service.md#build-record forms it, the sandbox's `/icon` standing for
     * {icon_cdn_url}: the key's first 5 characters as folders, the key, and the resize query the
     * service's CDN answers (the sandbox serves the stored image as is).
     */
    icon(key) {
        return `${this.base}${iconPath(key)}?x-oss-process=image/resize,m_lfit,h_120,w_120/format,jpg`;
    }
    storage() {
        return `${this.base}/storage`;
    }
}
/** The path of an icon's address, `/icon/<a>/<b>/<c>/<d>/<e>/<key>` (service.md#build-record). */
function iconPath(key) {
    // Icon keys are ASCII (storeIcon), so five UTF-16 units are five characters.
    const folders = key
        .slice(0, 5)
        .split('')
        .map((char) => encodeURIComponent(char));
    return `/icon/${folders.join('/')}/${encodeURIComponent(key)}`;
}

// EXTERNAL MODULE: ./src/sandbox/shortcuts.ts
var sandbox_shortcuts = __webpack_require__(5504);
;// CONCATENATED MODULE: ./src/sandbox/options.ts



/** The parsing and publishing delays of each profile, in ms. */
const publishProfiles = {
    fast: { parseDelayMs: 300, publishDelayMs: 1000 },
    realistic: { parseDelayMs: 4000, publishDelayMs: 50_000 },
};
/**
 * Applies the defaults and checks the numbers.
 * @throws RangeError for a port outside 0-65535, a negative or non-finite delay, a validity that
 *   is not positive, a page size or log size that is not a positive integer, an empty key, an
 *   unknown publish profile, or a channel without an appKey or with an invalid or repeated short
 *   link.
 */
function resolveOptions(options) {
    const profile = publishProfiles[options.publishProfile ?? 'fast'];
    if (profile === undefined)
        throw new RangeError('sandbox option: publishProfile must be fast or realistic');
    const resolved = {
        host: options.host ?? '127.0.0.1',
        port: options.port ?? 0,
        apiKey: options.apiKey ?? randomHex(16),
        userKey: options.userKey ?? randomHex(16),
        parseDelayMs: options.parseDelayMs ?? profile.parseDelayMs,
        publishDelayMs: options.publishDelayMs ?? profile.publishDelayMs,
        tokenValiditySeconds: options.tokenValiditySeconds ?? 1860,
        dataDir: options.dataDir,
        pageSize: options.pageSize ?? 20,
        latencyMs: options.latencyMs ?? 0,
        faults: options.faults ?? [],
        channels: options.channels ?? [],
        requestLogSize: options.requestLogSize ?? 10_000,
        clock: options.clock ?? systemClock,
        tls: options.tls ?? false,
        distinctUploadKeys: options.distinctUploadKeys ?? false,
    };
    const shortcuts = resolved.channels.map(({ shortcut }) => shortcut);
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
        [
            Number.isInteger(resolved.requestLogSize) && resolved.requestLogSize > 0,
            'requestLogSize must be a positive integer',
        ],
        [
            resolved.channels.every(({ appKey }) => appKey !== '') &&
                shortcuts.every(sandbox_shortcuts/* isValidShortcut */.X) &&
                new Set(shortcuts).size === shortcuts.length,
            'each channel needs an appKey and its own short link of 2 to 20 of A-Z a-z 0-9 _ -',
        ],
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
/** Every line ending CommonMark knows: a blank line among them ends an HTML block. */
const LINE_BREAK = /\r\n|\r|\n/g;
function escapeMarkup(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
}
/**
 * Escapes text for HTML (and XML) element content and attribute values. Line breaks become
 * character references (`&#10;`, `&#13;`): the same text to an HTML or XML reader, but no line of
 * its own in Markdown, where a blank line would end the HTML block and turn the rest of the text
 * into live Markdown (links, images).
 */
function escapeHtml(text) {
    return escapeMarkup(text).replace(/\r/g, '&#13;').replace(/\n/g, '&#10;');
}
/**
 * Escapes text for the content of an HTML element in Markdown (a table cell, a quote) and shows
 * each line break (CRLF, CR or LF) as `<br>`: no line of the text starts a line of the Markdown.
 */
function escapeHtmlLines(text) {
    return escapeMarkup(text).replace(LINE_BREAK, '<br>');
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
 * appKey, so each app keeps one colour; for builds whose package had no icon, and seeded ones.
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
 * The install page a short link opens (service.md#quirks: `https://www.pgyer.com/<shortcut>`): icon
 * (the package's, else a placeholder),
 * name, version, facts, update notes, the install area and a QR code. Every value from the
 * service's records is escaped.
 */
function renderInstallPage({ app, build, qrCodeUrl, iconUrl, state, }) {
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
${iconUrl === undefined ? placeholderIcon(app, build) : `<img class="icon" src="${install_page_text(iconUrl)}" alt="${install_page_text(build.name)} icon" width="88" height="88">`}
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
 * link to the manifest (service.md#install-links). The manifest address goes in unencoded, as the
 * service writes it; the sandbox's addresses and tokens hold no `&` or `#` that would cut it short.
 * The installer fetches the manifest without the browser's cookies, so a password app's manifest
 * address carries the access token instead (the spec's `?password=` would put the password in the
 * page).
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
 * The build a page shows: `target` is a buildKey, an app's short link (its current build), or a
 * channel's short link (the build last uploaded to the channel).
 * @throws PageNotFound when it is none of them, or a channel without a build.
 */
function resolveTarget(core, target) {
    const channelBuild = core.state.channels.get(target)?.buildKey;
    const direct = core.state.builds.get(channelBuild ?? target);
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
    const form = await readForm(req, { fileFields: [], tempDir: core.paths.incoming });
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
    const refusal = unavailability(app, build, core.clock.now())?.code ??
        (opened ? undefined : Codes.wrongPassword);
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
    const state = installState(core.links, app, build, core.clock.now(), visitor);
    const html = renderInstallPage({
        app,
        build,
        qrCodeUrl: core.links.qrCode(target),
        iconUrl: build.iconKey === '' ? undefined : core.links.icon(build.iconKey),
        state,
    });
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
    { operation: 'icon', pattern: /^\/icon\/(?:[^/]+\/){5}([^/]+)$/, serve: serveIcon },
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
 * Sends a plain HTML error page with `status`, like nginx in front of the service
 * (service.md#quirks: HTML instead of JSON after a domain move); also the sandbox's own 404 for
 * unknown pages.
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
    const day = serviceDay(core.clock.now());
    build.downloadsByDay.set(day, (build.downloadsByDay.get(day) ?? 0) + 1);
    const type = packageTypes[(0,external_node_path_.extname)(build.fileName).toLowerCase()] ?? 'application/octet-stream';
    await sendFile(res, build.filePath, type, {
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(build.fileName)}`,
    });
}
/**
 * A build's icon at its service.md#build-record address; the folders must be the key's first 5
 * characters.
 */
async function serveIcon(res, core, key, req) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    if (path !== iconPath(key))
        throw new PageNotFound();
    await sendFile(res, (0,external_node_path_.join)(core.paths.icons, key), 'image/png', {});
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
 * The service's publish queue (service.md#build-info, #quirks): an upload is `parsing` for parseMs
 * while its package is read, then `failed` when it cannot be read as the ticket's platform, else
 * `publishing` for publishMs, then published into the state, or `failed` when the channel it
 * names belongs to another app. A HAP also waits for its signing certificate
 * (app/uploadHarmonyCert) before it is published.
 */
class PublishQueue {
    state;
    pace;
    #entries = new Map();
    #harmonyCertificates = new Set();
    #stop = new AbortController();
    constructor(state, pace) {
        this.state = state;
        this.pace = pace;
    }
    /**
     * Starts processing an upload. A key already queued keeps its first upload (see storage).
     * @param neverPublish keep the build in `publishing` for ever (the never-publish fault).
     */
    enqueue(upload, neverPublish = false) {
        if (this.#entries.has(upload.key))
            return;
        const entry = { upload, neverPublish, phase: 'parsing', iconKey: '', due: false };
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
        const { clock } = this.pace;
        const [contents] = await Promise.all([
            readPackage(upload.filePath, upload.platform).catch(() => undefined),
            clock.sleep(this.pace.parseMs, signal),
        ]);
        if (contents === undefined) {
            entry.phase = 'failed';
            await (0,promises_.rm)(upload.filePath, { force: true });
            return;
        }
        if (contents.icon !== undefined)
            entry.iconKey = await storeIcon(this.pace.iconDir, contents.icon);
        entry.info = contents.info;
        entry.phase = 'publishing';
        await clock.sleep(this.pace.publishMs, signal);
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
        try {
            this.#publish(entry, upload, info);
            entry.phase = 'published';
        }
        catch {
            // The channel the upload named belongs to another app than the package's.
            entry.phase = 'failed';
        }
    }
    #publish(entry, upload, info) {
        this.state.publish({
            key: upload.buildKey,
            platform: upload.platform,
            info,
            fileName: upload.fileName,
            fileSize: upload.fileSize,
            filePath: upload.filePath,
            iconKey: entry.iconKey,
            settings: upload.settings,
            created: this.pace.clock.now(),
        });
    }
}

;// CONCATENATED MODULE: ./src/sandbox/state.ts





const defaultUploadSettings = {
    installType: 1,
    password: '',
    description: '',
    updateDescription: '',
    period: undefined,
    channel: undefined,
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
    clock;
    apps = new Map();
    builds = new Map();
    appGroups = new Map();
    feedback = new Map();
    crashes = new Map();
    certificates = new Map();
    /** Channels by short link. */
    channels = new Map();
    /** @param clock dates what the seeding helpers create, as uploads are dated by the sandbox's clock. */
    constructor(clock = systemClock) {
        this.clock = clock;
    }
    /**
     * Turns a processed package into a build of the app with the same platform and identifier
     * (creating the app on its first build), applies the upload's settings to the app and marks
     * the build newest. A build for a channel becomes the channel's build; the app a channel names
     * is created with the channel's appKey when it does not exist yet.
     * @throws ServiceRefusal 1212 when the channel is unknown or belongs to another app.
     */
    publish(input) {
        const { settings } = input;
        const channel = settings.channel === undefined ? undefined : this.channels.get(settings.channel);
        if (settings.channel !== undefined && channel === undefined) {
            throw new ServiceRefusal(Codes.channelInvalid);
        }
        const app = this.#appFor(input.platform, input.info.identifier, input.created, channel);
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
            iconKey: input.iconKey,
            manuallyBlocked: 2,
            created: input.created,
            updated: input.created,
            downloadsByDay: new Map(),
        };
        this.builds.set(build.key, build);
        app.newestBuildKey = build.key;
        if (channel !== undefined)
            channel.buildKey = build.key;
        return build;
    }
    /**
     * Adds a channel, as the service's console creates one.
     * @throws RangeError when the short link breaks the rules or is taken.
     */
    addChannel(seed) {
        if (!this.isShortcutAvailable(seed.shortcut)) {
            throw new RangeError(`channel short link ${seed.shortcut} is invalid or taken`);
        }
        const channel = { ...seed, buildKey: undefined };
        this.channels.set(channel.shortcut, channel);
        return channel;
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
            iconKey: '',
            settings: { ...defaultUploadSettings, ...seed.settings },
            created: seed.created ?? this.clock.now(),
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
            created: this.clock.now(),
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
            created: this.clock.now(),
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
            created: this.clock.now(),
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
            created: this.clock.now(),
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
    /** True when no channel and no other app than `owner` uses `shortcut`, and it follows the rules. */
    isShortcutAvailable(shortcut, owner) {
        const user = this.findApp(shortcut);
        return ((0,sandbox_shortcuts/* isValidShortcut */.X)(shortcut) &&
            !this.channels.has(shortcut) &&
            (user === undefined || user === owner));
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
    /**
     * Removes one build; when it was the newest, the most recent remaining upload takes over. A
     * channel it was the build of has none until the next upload to it.
     */
    removeBuild(build) {
        this.cancelNewest(build);
        this.builds.delete(build.key);
        for (const channel of this.channels.values()) {
            if (channel.buildKey === build.key)
                channel.buildKey = undefined;
        }
    }
    /** Removes an app with all its builds, feedback and crashes; returns the removed builds. */
    removeApp(app) {
        const builds = this.buildsOf(app.key);
        for (const build of builds)
            this.removeBuild(build);
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
    #appFor(platform, identifier, created, channel) {
        const existing = [...this.apps.values()].find((app) => app.platform === platform && app.identifier === identifier);
        const key = existing?.key ??
            (channel !== undefined && !this.apps.has(channel.appKey) ? channel.appKey : randomHex(16));
        if (channel !== undefined && key !== channel.appKey) {
            throw new ServiceRefusal(Codes.channelInvalid, 200, `the channel belongs to another app`);
        }
        if (existing !== undefined)
            return existing;
        const app = {
            key,
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
    badToken: { status: 403, code: 'AccessDenied', message: 'The security token is invalid.' },
    /** Credentials used for another object key than the one they were issued for. */
    wrongKey: { status: 403, code: 'AccessDenied', message: 'Access Denied.' },
    malformedSignature: {
        status: 403,
        code: 'AccessDenied',
        message: 'The Signature you specified is invalid.',
    },
    unknownAccessKey: {
        status: 403,
        code: 'InvalidAccessKeyId',
        message: 'The access key Id format you provided is invalid.',
    },
    signatureMismatch: {
        status: 403,
        code: 'SignatureDoesNotMatch',
        message: 'The calculated signature does not match the signature you provided. Check your key and signing method.',
    },
    timeSkewed: {
        status: 403,
        code: 'RequestTimeTooSkewed',
        message: "The difference between the request time and the server's time is too large.",
    },
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
    'malformed-signature': cosErrors.malformedSignature,
    'unknown-access-key': cosErrors.unknownAccessKey,
    'bad-token': cosErrors.badToken,
    expired: cosErrors.expired,
    'time-skewed': cosErrors.timeSkewed,
    'bad-signature': cosErrors.signatureMismatch,
    'wrong-key': cosErrors.wrongKey,
};
/**
 * The storage endpoint, `POST /storage` (service.md#storage-upload), with Tencent COS's POST Object
 * semantics (service.md#quirks): multipart/form-data whose fields `key`, `signature` and
 * `x-cos-security-token` come from getCOSToken and precede the part `file`; fields after the file
 * are ignored; `x-cos-meta-file-name` names the download (else `<key>.<ext>`). The file is
 * streamed to disk, so memory does not grow with its size. Success is 204 with no body, and the
 * build enters the publish queue. The whole signature is checked as COS checks it (upload-tickets.ts)
 * against the request that arrives, with the security token and the object key the credentials
 * were issued for; a refusal answers COS's 403 XML (AccessDenied, InvalidAccessKeyId,
 * SignatureDoesNotMatch or RequestTimeTooSkewed). A malformed body or no file answers 400. A second upload of a key already queued is answered 204 and discarded, so a client's
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
        filePart = storeFilePart(stream, req, fields, core);
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
async function storeFilePart(stream, req, fields, core) {
    const field = (name) => fields.get(name) ?? '';
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const check = core.tickets.check({
        method: req.method ?? 'POST',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        key: field('key'),
        signature: field('signature'),
        securityToken: field('x-cos-security-token'),
    }, core.clock.now().getTime());
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

// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./node_modules/node-forge/lib/index.js
var node_forge_lib = __webpack_require__(8542);
var node_forge_lib_default = /*#__PURE__*/__webpack_require__.n(node_forge_lib);
;// CONCATENATED MODULE: ./src/sandbox/tls.ts



/**
 * The service's host names (service.md#quirks) that a client may be pointed at the sandbox under
 * (curl's `--connect-to`, a hosts file): the certificate names them so TLS verification passes.
 */
const serviceHostNames = [
    'api.pgyer.com',
    'www.pgyer.com',
    'api.xcxwo.com',
    'api.pgyerapp.com',
];
/**
 * Makes a certificate authority for this run and a server certificate it signs for `names`
 * (host names and IP addresses), valid from a day before `now` for 30 days. The CA's key is
 * dropped once it has signed, so the CA can vouch for nothing else.
 */
function makeCertificates(names, now) {
    const caKeys = rsaKeys();
    const serverKeys = rsaKeys();
    const caName = [{ name: 'commonName', value: 'Pgyer sandbox CA (this run only)' }];
    const ca = certificate(caKeys.publicKey, caName, caName, now, [
        { name: 'basicConstraints', cA: true, critical: true, pathLenConstraint: 0 },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
        { name: 'subjectKeyIdentifier' },
    ]);
    ca.sign(caKeys.privateKey, node_forge_lib_default().md.sha256.create());
    const server = certificate(serverKeys.publicKey, [{ name: 'commonName', value: names[0] ?? 'localhost' }], caName, now, [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
            name: 'subjectAltName',
            altNames: [...new Set(names)].map((name) => (0,external_node_net_.isIP)(name) === 0 ? { type: 2, value: name } : { type: 7, ip: name }),
        },
    ]);
    server.sign(caKeys.privateKey, node_forge_lib_default().md.sha256.create());
    const caCertificate = node_forge_lib_default().pki.certificateToPem(ca);
    return {
        caCertificate,
        serverChain: node_forge_lib_default().pki.certificateToPem(server) + caCertificate,
        serverKey: node_forge_lib_default().pki.privateKeyToPem(serverKeys.privateKey),
    };
}
/** An RSA key pair made by Node's crypto (native, fast), in forge's form. */
function rsaKeys() {
    const { privateKey } = (0,external_node_crypto_.generateKeyPairSync)('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const forgeKey = node_forge_lib_default().pki.privateKeyFromPem(privateKey);
    return { privateKey: forgeKey, publicKey: node_forge_lib_default().pki.setRsaPublicKey(forgeKey.n, forgeKey.e) };
}
function certificate(publicKey, subject, issuer, now, extensions) {
    const cert = node_forge_lib_default().pki.createCertificate();
    cert.publicKey = publicKey;
    const serial = (0,external_node_crypto_.randomBytes)(16);
    // Serial numbers are positive integers (RFC 5280, section 4.1.2.2): the sign bit stays clear.
    serial[0] = (serial[0] ?? 0) & 0x7f;
    cert.serialNumber = serial.toString('hex');
    cert.validity.notBefore = new Date(now.getTime() - 86_400_000);
    cert.validity.notAfter = new Date(now.getTime() + 30 * 86_400_000);
    cert.setSubject(subject);
    cert.setIssuer(issuer);
    cert.setExtensions(extensions);
    return cert;
}

;// CONCATENATED MODULE: ./src/sandbox/upload-tickets.ts




/** The fields of a COS signature, in the order COS writes them. */
const signatureFields = [
    'q-sign-algorithm',
    'q-ak',
    'q-sign-time',
    'q-key-time',
    'q-header-list',
    'q-url-param-list',
    'q-signature',
];
/** How far a signature's start may lie in the future, in s: COS tolerates 15 minutes of skew. */
const allowedSkewSeconds = 15 * 60;
/**
 * Issues and checks storage upload credentials the way Tencent COS does (its "request
 * signature"): the signature names its algorithm (sha1), access key, validity windows and the
 * headers and URL parameters it covers, and its `q-signature` is
 * HMAC-SHA1(HMAC-SHA1(secretKey, keyTime), "sha1\n<signTime>\nSHA1(httpString)\n") where
 * httpString is `<method>\n<path>\n<params>\n<headers>\n` over the listed parameters and
 * headers of the request that arrives. Anything edited fails like it does at COS.
 */
class UploadTickets {
    validitySeconds;
    storagePath;
    distinctKeys;
    #byKey = new Map();
    #byAccessKey = new Map();
    /**
     * @param validitySeconds how long a signature is accepted after it was issued.
     * @param storagePath the storage endpoint's path, which the signature covers.
     * @param distinctKeys issue `<random>.<ext>` storage keys and another random buildKey for each.
     */
    constructor(validitySeconds, storagePath, distinctKeys = false) {
        this.validitySeconds = validitySeconds;
        this.storagePath = storagePath;
        this.distinctKeys = distinctKeys;
    }
    /** Issues a ticket for a new key; `now` in ms since the epoch. */
    issue(platform, settings, now) {
        const buildKey = randomHex(16);
        const key = this.distinctKeys ? `${randomHex(16)}.${fileExtensions[platform]}` : buildKey;
        const start = Math.floor(now / 1000);
        const window = `${start};${start + this.validitySeconds}`;
        const accessKeyId = `AKID${randomHex(16)}`;
        const secretKey = randomHex(16);
        const fields = {
            'q-sign-algorithm': 'sha1',
            'q-ak': accessKeyId,
            'q-sign-time': window,
            'q-key-time': window,
            'q-header-list': '',
            'q-url-param-list': '',
            'q-signature': '',
        };
        fields['q-signature'] = cosSignature(secretKey, fields, {
            method: 'POST',
            path: this.storagePath,
            query: new URLSearchParams(),
            headers: {},
        });
        const ticket = {
            key,
            buildKey,
            platform,
            settings,
            signature: signatureFields.map((name) => `${name}=${fields[name]}`).join('&'),
            securityToken: randomHex(24),
            accessKeyId,
            secretKey,
            expiresAt: start + this.validitySeconds,
        };
        this.#byKey.set(key, ticket);
        this.#byAccessKey.set(accessKeyId, ticket);
        return ticket;
    }
    /** The ticket issued for `key`, if any. */
    get(key) {
        return this.#byKey.get(key);
    }
    /**
     * Checks a storage request in COS's order: the signature's form, its access key, the security
     * token of those credentials, the time windows, the signature itself, then whether the
     * credentials may write the object key. `now` in ms since the epoch.
     */
    check(request, now) {
        const fields = parseSignature(request.signature);
        if (fields === undefined)
            return { ok: false, reason: 'malformed-signature' };
        const ticket = this.#byAccessKey.get(fields['q-ak']);
        if (ticket === undefined)
            return { ok: false, reason: 'unknown-access-key' };
        if (!sameSecret(request.securityToken, ticket.securityToken)) {
            return { ok: false, reason: 'bad-token' };
        }
        const seconds = Math.floor(now / 1000);
        const windows = [fields['q-sign-time'], fields['q-key-time']].map(parseWindow);
        if (windows.some((window) => window === undefined)) {
            return { ok: false, reason: 'malformed-signature' };
        }
        const ends = windows.map((window) => window?.[1] ?? 0);
        if (Math.min(...ends, ticket.expiresAt) <= seconds)
            return { ok: false, reason: 'expired' };
        const starts = windows.map((window) => window?.[0] ?? 0);
        if (Math.max(...starts) > seconds + allowedSkewSeconds) {
            return { ok: false, reason: 'time-skewed' };
        }
        if (!sameSecret(fields['q-signature'], cosSignature(ticket.secretKey, fields, request))) {
            return { ok: false, reason: 'bad-signature' };
        }
        if (request.key !== ticket.key)
            return { ok: false, reason: 'wrong-key' };
        return { ok: true, ticket };
    }
    /** The secret parts of every ticket issued: each signature's HMAC and each security token. */
    issuedSecrets() {
        return [...this.#byKey.values()].flatMap((ticket) => [
            new URLSearchParams(ticket.signature).get('q-signature') ?? ticket.signature,
            ticket.securityToken,
        ]);
    }
}
/** The signature's fields when it has each of them exactly once and uses sha1; else undefined. */
function parseSignature(signature) {
    const pairs = new URLSearchParams(signature);
    const fields = {};
    for (const name of signatureFields) {
        const values = pairs.getAll(name);
        if (values.length !== 1)
            return undefined;
        fields[name] = values[0];
    }
    return fields['q-sign-algorithm'] === 'sha1' ? fields : undefined;
}
/** `<start>;<end>` in s since the epoch, start not after end; else undefined. */
function parseWindow(text) {
    const match = /^(\d{1,12});(\d{1,12})$/.exec(text);
    if (match === null)
        return undefined;
    const [start, end] = [Number(match[1]), Number(match[2])];
    return start <= end ? [start, end] : undefined;
}
/** COS's q-signature over the request's listed headers and URL parameters. */
function cosSignature(secretKey, fields, request) {
    const listed = (list, value) => list
        .split(';')
        .filter((name) => name !== '')
        .map((name) => name.toLowerCase())
        .sort()
        .map((name) => `${name}=${cosEncode(value(name))}`)
        .join('&');
    const params = listed(fields['q-url-param-list'], (name) => queryValue(request.query, name));
    const headers = listed(fields['q-header-list'], (name) => headerValue(request.headers, name));
    const httpString = `${request.method.toLowerCase()}\n${request.path}\n${params}\n${headers}\n`;
    const stringToSign = `sha1\n${fields['q-sign-time']}\n${sha1(httpString)}\n`;
    const signKey = hmac(secretKey, fields['q-key-time']);
    return hmac(signKey, stringToSign);
}
function queryValue(query, name) {
    for (const [given, value] of query)
        if (given.toLowerCase() === name)
            return value;
    return '';
}
function headerValue(headers, name) {
    const value = headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
}
/** URL encoding as COS signs it: RFC 3986, everything but unreserved characters escaped. */
function cosEncode(text) {
    return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
function sha1(text) {
    return (0,external_node_crypto_.createHash)('sha1').update(text).digest('hex');
}
function hmac(key, text) {
    return (0,external_node_crypto_.createHmac)('sha1', key).update(text).digest('hex');
}

// EXTERNAL MODULE: ./src/api/v1/names.ts
var names = __webpack_require__(5196);
// EXTERNAL MODULE: ./src/api/v1/rename.ts
var rename = __webpack_require__(6836);
;// CONCATENATED MODULE: ./src/sandbox/v1/answers.ts



const app = (0,rename/* invert */.B8)(names/* APP_NAMES */.fg);
const record = (names) => (data) => (0,rename/* rename */.$w)(names, data);
const list = (names) => (data) => (0,rename/* renameList */.by)(names, data);
/** The build a 2.0 record describes, by its buildKey. */
function buildOf(data, { core }) {
    const key = data?.buildKey;
    return typeof key === 'string' ? core.state.builds.get(key) : undefined;
}
/**
 * The app record with its app id `aId` (service.md#v1-names), which builds, viewGroup, feedback and
 * crashes take and which a 1.0 client has no other way to learn: 1.0's appKey is a build key.
 */
const withAppId = (names) => (data, context) => ({
    ...(0,rename/* rename */.$w)(names, data),
    aId: buildOf(data, context)?.appKey ?? '',
});
/**
 * The app record with its app id and the account's user key, which 2.0's records leave out
 * (service.md#v1-names).
 */
const withUserKey = (names) => (data, context) => ({
    ...withAppId(names)(data, context),
    userKey: context.core.userKey,
});
/**
 * app/view (service.md#v1-view): the app record, its historical versions with their uploader's user
 * key (service.md#v1-names) and the app's feedback entries (service.md#v1-names). The spec does not
 * name the feedback list; the sandbox calls it `comments` after its fields. Feedback has no build
 * in the sandbox, so an entry carries the viewed build's numbers; its author is an anonymous
 * tester, whose user key is empty.
 */
const viewAnswer = (data, context) => {
    const { core } = context;
    const record = withUserKey((0,rename/* invert */.B8)(names/* BUILD_NAMES */.W6))(data, context);
    const build = buildOf(data, context);
    const otherApps = Array.isArray(record.otherApps) ? record.otherApps : [];
    return {
        ...record,
        otherApps: otherApps.map((entry) => ({ ...entry, userKey: core.userKey })),
        comments: build === undefined ? [] : feedbackEntries(core.state, build),
    };
};
/** The feedback entries of `build`'s app, as app/view lists them (service.md#v1-names). */
function feedbackEntries(state, build) {
    return [...state.feedback.values()]
        .filter((feedback) => feedback.appKey === build.appKey)
        .map((feedback) => ({
        userKey: '',
        commentContent: feedback.content,
        commentImageKeys: feedback.images.map((image) => image.split('/').pop() ?? '').join(','),
        appBuildVersion: build.buildVersion,
        appIdentifier: build.identifier,
        appCreated: serviceDateTime(feedback.created),
        appUpdated: serviceDateTime(feedback.created),
    }));
}
/**
 * The fields getAppKeyByShortcut answers (service.md#v1-get-by-shortcut), fewer than 2.0's
 * getByShortcut.
 */
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
    /** upload, update: the full app set except appFileName (service.md#v1-upload, #v1-update). */
    app: withUserKey(app),
    /** view: the app record, its historical versions and feedback entries (service.md#v1-view). */
    appWithVersions: viewAnswer,
    /** viewGroup: the app record without userKey (service.md#v1-view-group). */
    appWithoutUserKey: withAppId(app),
    /**
     * listAll, builds, listMyPublished: a page of build entries (service.md#v1-list-all, #v1-builds,
     * #v1-list-published).
     */
    apps: list(app),
    /** getAppKeyByShortcut: the fields of service.md#v1-get-by-shortcut only. */
    shortcut: (data) => Object.fromEntries(Object.entries((0,rename/* rename */.$w)(app, data)).filter(([name]) => shortcutFields.includes(name))),
    /** uploadScreenshot: the build's screenshot keys, comma-separated (service.md#v1-screenshot). */
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
 * API 1.0's parameters (service.md#legacy-api) by their 2.0 names, so that the 2.0 handlers can
 * read them. A name means the same in every 1.0 operation, hence one table. Parameters it does not
 * list are not passed on. A function gives several 2.0 parameters for one 1.0 parameter.
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
    // a public one, as 2.0's app/updateApp needs the type with the password
    // (service.md#build-settings).
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
        const value = context.params.clearable(name);
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
 * `handler` behind the user key that the 1.0 operation requires (service.md#v1-authentication) and
 * its 2.0 counterpart does not: 1012 when empty, 1045 when wrong, as app/updateApp
 * (service.md#build-settings).
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
/** The platforms app/listAll's `type` names; 1.0 knows iOS and Android (service.md#v1-names). */
const listedPlatforms = ['ios', 'android'];
/**
 * app/listAll (service.md#v1-list-all): app/listMy's entries, only those of the platform `type`
 * when given.
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
 * app/view (service.md#v1-view): 2.0's app/view of the build `buildKey`, whose app 1.0 does not
 * name.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown build.
 */
function viewBuild(context) {
    const build = requireBuild(context);
    return viewApp(withParams(context, { appKey: build.appKey, buildKey: build.key }));
}
/**
 * app/update (service.md#v1-update): 2.0's app/updateApp, then what only 1.0 changes: the build's
 * name (kept when empty) and its screenshots (`buildScreenShots`, keys from uploadScreenshot; empty
 * removes them all), checked before anything changes.
 * @returns the basic record of the build after the change.
 * @throws ServiceRefusal as app/updateApp, 1081 for a screenshot key the build does not have.
 */
async function update(context) {
    const { params, core } = context;
    const build = requireBuild(context);
    const screenshots = screenshotsChange(build, params.clearable('buildScreenShots'));
    await updateBuild(context);
    const name = params.optional('buildName') ?? '';
    if (name !== '')
        build.name = name;
    build.screenshots = screenshots ?? build.screenshots;
    return basicRecord(core.state, core.links, build);
}
/**
 * app/uploadScreenshot (service.md#v1-screenshot): 2.0's app/updateApp with only a screenshot, as
 * the account's user, since 1.0 asks no user key here.
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
function route(handler, answer, files) {
    return { handler: v1(handler, answer), ...(files ? { files } : {}) };
}
/** Every operation of service.md#legacy-api, by its path under `/apiv1/`. */
const operations = {
    'app/listAll': route(listAppsOfType, answers.apps),
    'app/upload': route(asUser(uploadInOneStep), answers.app, ['file']),
    'app/install': { handler: v1(install) },
    'app/view': route(viewBuild, answers.appWithVersions),
    'app/viewGroup': route(viewApp, answers.appWithoutUserKey),
    'app/update': route(asUser(update), answers.app),
    'app/builds': route(listBuilds, answers.apps),
    'app/uploadScreenshot': route(addScreenshot, answers.screenshotKeys, ['image']),
    'app/getAppKeyByShortcut': route(getByShortcut, answers.shortcut),
    'user/listMyPublished': route(asUser(listMyApps), answers.apps),
    'userAppGroup/listAll': route(asUser(listAppGroups), answers.groups),
    'userAppGroup/view': route(viewAppGroup, answers.group),
    'feedback/listAll': route(listFeedback, answers.feedbackPage),
    'feedback/view': route(viewFeedback, answers.feedback),
    'crash/listAll': route(listCrashes, answers.crashes),
    'crash/view': route(viewCrash, answers.crash),
};
/**
 * The operations of API 1.0 by their path under `/` (`apiv1/app/view`), answered from the same
 * state as 2.0: a build uploaded through one API is seen through the other.
 */
const v1Routes = new Map(Object.entries(operations).map(([operation, route]) => [`${v1Prefix}${operation}`, route]));

;// CONCATENATED MODULE: ./src/sandbox/server.ts




















/**
 * Starts a local emulator of the distribution service's API 2.0 (service.md#api-2), legacy API 1.0
 * (service.md#legacy-api) and storage endpoint on `http://<host>:<port>`.
 * @throws RangeError for invalid options (see resolveOptions); the listen error (e.g. EADDRINUSE).
 */
async function startSandbox(options = {}) {
    const resolved = resolveOptions(options);
    const faults = new FaultPlan();
    for (const spec of resolved.faults)
        faults.inject(spec);
    const dataDir = resolved.dataDir ?? (await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'pgyer-sandbox-')));
    const paths = await createDataPaths(dataDir);
    const caCertificatePath = resolved.tls ? (0,external_node_path_.join)(dataDir, 'sandbox-ca.pem') : undefined;
    const server = caCertificatePath === undefined
        ? (0,external_node_http_.createServer)()
        : await createHttpsServer(resolved.host, caCertificatePath);
    await new Promise((resolve, reject) => {
        server.once('error', reject).listen(resolved.port, resolved.host, () => {
            server.off('error', reject);
            resolve();
        });
    });
    const { port } = server.address();
    const scheme = resolved.tls ? 'https' : 'http';
    const url = `${scheme}://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`;
    const core = createCore(resolved, faults, paths, url);
    for (const channel of resolved.channels)
        core.state.addChannel(channel);
    const requests = [];
    server.on('request', (req, res) => {
        // A bounded log: a long-running sandbox must not grow with every request it answers.
        if (requests.length >= resolved.requestLogSize)
            requests.shift();
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
        caCertificatePath,
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
/**
 * An HTTPS server whose certificate names `host`, localhost, the loopback addresses and the
 * service's host names; the CA that signed it is written to `caPath`.
 */
async function createHttpsServer(host, caPath) {
    const names = [host, 'localhost', '127.0.0.1', '::1', ...serviceHostNames].filter((name) => name !== '0.0.0.0' && name !== '::');
    // The wall clock, not the sandbox's: clients check the certificate's validity against theirs.
    const certificates = makeCertificates(names, new Date());
    await (0,promises_.writeFile)(caPath, certificates.caCertificate);
    return (0,external_node_https_.createServer)({ key: certificates.serverKey, cert: certificates.serverChain });
}
async function createDataPaths(dataDir) {
    const paths = {
        incoming: (0,external_node_path_.join)(dataDir, 'incoming'),
        builds: (0,external_node_path_.join)(dataDir, 'builds'),
        screenshots: (0,external_node_path_.join)(dataDir, 'screenshots'),
        icons: (0,external_node_path_.join)(dataDir, 'icons'),
    };
    const { incoming, builds, screenshots, icons } = paths;
    await Promise.all([incoming, builds, screenshots, icons].map((path) => (0,promises_.mkdir)(path, { recursive: true })));
    return paths;
}
function createCore(options, faults, paths, url) {
    const state = new SandboxState(options.clock);
    const links = new Links(url);
    return {
        state,
        queue: new PublishQueue(state, {
            parseMs: options.parseDelayMs,
            publishMs: options.publishDelayMs,
            clock: options.clock,
            iconDir: paths.icons,
        }),
        tickets: new UploadTickets(options.tokenValiditySeconds, new URL(links.storage()).pathname, options.distinctUploadKeys),
        faults,
        links,
        paths,
        apiKey: options.apiKey,
        userKey: options.userKey,
        pageSize: options.pageSize,
        latencyMs: options.latencyMs,
        clock: options.clock,
    };
}
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
/**
 * The API operation a path names: `app/view` under `/apiv2/`, `apiv1/app/view` under `/apiv1/`
 * (the prefix kept, so that faults and records tell the APIs apart), '' and `apiv1/` for the bare
 * prefixes; undefined outside both.
 */
function apiOperation(path) {
    const v1Root = `/${v1Prefix.slice(0, -1)}`;
    if (path === '/apiv2' || path.startsWith('/apiv2/')) {
        return { operation: path.slice('/apiv2/'.length), v1: false };
    }
    if (path === v1Root || path.startsWith(`${v1Root}/`)) {
        return { operation: `${v1Prefix}${path.slice(v1Root.length + 1)}`, v1: true };
    }
    return undefined;
}
/**
 * Records the request, applies an html or connection fault, then routes: /apiv2, /apiv1,
 * /storage, the pages. Any other path answers HTTP 404 with the envelope code 1096.
 */
async function dispatch(req, res, core, requests) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    const api = apiOperation(path);
    const page = api === undefined && path !== '/storage' ? matchPage(path) : undefined;
    const operation = api?.operation ?? (path === '/storage' ? 'storage' : (page?.page.operation ?? 'unknown'));
    const at = core.clock.now().getTime();
    requests.push({ method: req.method ?? 'GET', path, operation, at });
    const htmlFault = core.faults.take('html', operation);
    const connectionFault = takeConnectionFault(core, operation);
    try {
        if (htmlFault !== undefined) {
            sendHtmlError(req, res, htmlFault.status, htmlFault.retryAfterSeconds);
        }
        else if (connectionFault !== undefined) {
            misbehave(req, res, connectionFault);
        }
        else if (api !== undefined) {
            if (core.latencyMs > 0)
                await (0,external_node_timers_promises_.setTimeout)(core.latencyMs);
            await handleApi(req, res, core, api.operation, api.v1 ? v1Routes : routes);
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
