import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 680:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { parseContentType } = __nccwpck_require__(5313);

function getInstance(cfg) {
  const headers = cfg.headers;
  const conType = parseContentType(headers['content-type']);
  if (!conType)
    throw new Error('Malformed content type');

  for (const type of TYPES) {
    const matched = type.detect(conType);
    if (!matched)
      continue;

    const instanceCfg = {
      limits: cfg.limits,
      headers,
      conType,
      highWaterMark: undefined,
      fileHwm: undefined,
      defCharset: undefined,
      defParamCharset: undefined,
      preservePath: false,
    };
    if (cfg.highWaterMark)
      instanceCfg.highWaterMark = cfg.highWaterMark;
    if (cfg.fileHwm)
      instanceCfg.fileHwm = cfg.fileHwm;
    instanceCfg.defCharset = cfg.defCharset;
    instanceCfg.defParamCharset = cfg.defParamCharset;
    instanceCfg.preservePath = cfg.preservePath;
    return new type(instanceCfg);
  }

  throw new Error(`Unsupported content type: ${headers['content-type']}`);
}

// Note: types are explicitly listed here for easier bundling
// See: https://github.com/mscdex/busboy/issues/121
const TYPES = [
  __nccwpck_require__(894),
  __nccwpck_require__(6261),
].filter(function(typemod) { return typeof typemod.detect === 'function'; });

module.exports = (cfg) => {
  if (typeof cfg !== 'object' || cfg === null)
    cfg = {};

  if (typeof cfg.headers !== 'object'
      || cfg.headers === null
      || typeof cfg.headers['content-type'] !== 'string') {
    throw new Error('Missing Content-Type');
  }

  return getInstance(cfg);
};


/***/ }),

/***/ 894:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { Readable, Writable } = __nccwpck_require__(2203);

const StreamSearch = __nccwpck_require__(9026);

const {
  basename,
  convertToUTF8,
  getDecoder,
  parseContentType,
  parseDisposition,
} = __nccwpck_require__(5313);

const BUF_CRLF = Buffer.from('\r\n');
const BUF_CR = Buffer.from('\r');
const BUF_DASH = Buffer.from('-');

function noop() {}

const MAX_HEADER_PAIRS = 2000; // From node
const MAX_HEADER_SIZE = 16 * 1024; // From node (its default value)

const HPARSER_NAME = 0;
const HPARSER_PRE_OWS = 1;
const HPARSER_VALUE = 2;
class HeaderParser {
  constructor(cb) {
    this.header = Object.create(null);
    this.pairCount = 0;
    this.byteCount = 0;
    this.state = HPARSER_NAME;
    this.name = '';
    this.value = '';
    this.crlf = 0;
    this.cb = cb;
  }

  reset() {
    this.header = Object.create(null);
    this.pairCount = 0;
    this.byteCount = 0;
    this.state = HPARSER_NAME;
    this.name = '';
    this.value = '';
    this.crlf = 0;
  }

  push(chunk, pos, end) {
    let start = pos;
    while (pos < end) {
      switch (this.state) {
        case HPARSER_NAME: {
          let done = false;
          for (; pos < end; ++pos) {
            if (this.byteCount === MAX_HEADER_SIZE)
              return -1;
            ++this.byteCount;
            const code = chunk[pos];
            if (TOKEN[code] !== 1) {
              if (code !== 58/* ':' */)
                return -1;
              this.name += chunk.latin1Slice(start, pos);
              if (this.name.length === 0)
                return -1;
              ++pos;
              done = true;
              this.state = HPARSER_PRE_OWS;
              break;
            }
          }
          if (!done) {
            this.name += chunk.latin1Slice(start, pos);
            break;
          }
          // FALLTHROUGH
        }
        case HPARSER_PRE_OWS: {
          // Skip optional whitespace
          let done = false;
          for (; pos < end; ++pos) {
            if (this.byteCount === MAX_HEADER_SIZE)
              return -1;
            ++this.byteCount;
            const code = chunk[pos];
            if (code !== 32/* ' ' */ && code !== 9/* '\t' */) {
              start = pos;
              done = true;
              this.state = HPARSER_VALUE;
              break;
            }
          }
          if (!done)
            break;
          // FALLTHROUGH
        }
        case HPARSER_VALUE:
          switch (this.crlf) {
            case 0: // Nothing yet
              for (; pos < end; ++pos) {
                if (this.byteCount === MAX_HEADER_SIZE)
                  return -1;
                ++this.byteCount;
                const code = chunk[pos];
                if (FIELD_VCHAR[code] !== 1) {
                  if (code !== 13/* '\r' */)
                    return -1;
                  ++this.crlf;
                  break;
                }
              }
              this.value += chunk.latin1Slice(start, pos++);
              break;
            case 1: // Received CR
              if (this.byteCount === MAX_HEADER_SIZE)
                return -1;
              ++this.byteCount;
              if (chunk[pos++] !== 10/* '\n' */)
                return -1;
              ++this.crlf;
              break;
            case 2: { // Received CR LF
              if (this.byteCount === MAX_HEADER_SIZE)
                return -1;
              ++this.byteCount;
              const code = chunk[pos];
              if (code === 32/* ' ' */ || code === 9/* '\t' */) {
                // Folded value
                start = pos;
                this.crlf = 0;
              } else {
                if (++this.pairCount < MAX_HEADER_PAIRS) {
                  this.name = this.name.toLowerCase();
                  if (this.header[this.name] === undefined)
                    this.header[this.name] = [this.value];
                  else
                    this.header[this.name].push(this.value);
                }
                if (code === 13/* '\r' */) {
                  ++this.crlf;
                  ++pos;
                } else {
                  // Assume start of next header field name
                  start = pos;
                  this.crlf = 0;
                  this.state = HPARSER_NAME;
                  this.name = '';
                  this.value = '';
                }
              }
              break;
            }
            case 3: { // Received CR LF CR
              if (this.byteCount === MAX_HEADER_SIZE)
                return -1;
              ++this.byteCount;
              if (chunk[pos++] !== 10/* '\n' */)
                return -1;
              // End of header
              const header = this.header;
              this.reset();
              this.cb(header);
              return pos;
            }
          }
          break;
      }
    }

    return pos;
  }
}

class FileStream extends Readable {
  constructor(opts, owner) {
    super(opts);
    this.truncated = false;
    this._readcb = null;
    this.once('end', () => {
      // We need to make sure that we call any outstanding _writecb() that is
      // associated with this file so that processing of the rest of the form
      // can continue. This may not happen if the file stream ends right after
      // backpressure kicks in, so we force it here.
      this._read();
      if (--owner._fileEndsLeft === 0 && owner._finalcb) {
        const cb = owner._finalcb;
        owner._finalcb = null;
        // Make sure other 'end' event handlers get a chance to be executed
        // before busboy's 'finish' event is emitted
        process.nextTick(cb);
      }
    });
  }
  _read(n) {
    const cb = this._readcb;
    if (cb) {
      this._readcb = null;
      cb();
    }
  }
}

const ignoreData = {
  push: (chunk, pos) => {},
  destroy: () => {},
};

function callAndUnsetCb(self, err) {
  const cb = self._writecb;
  self._writecb = null;
  if (err)
    self.destroy(err);
  else if (cb)
    cb();
}

function nullDecoder(val, hint) {
  return val;
}

class Multipart extends Writable {
  constructor(cfg) {
    const streamOpts = {
      autoDestroy: true,
      emitClose: true,
      highWaterMark: (typeof cfg.highWaterMark === 'number'
                      ? cfg.highWaterMark
                      : undefined),
    };
    super(streamOpts);

    if (!cfg.conType.params || typeof cfg.conType.params.boundary !== 'string')
      throw new Error('Multipart: Boundary not found');

    const boundary = cfg.conType.params.boundary;
    const paramDecoder = (typeof cfg.defParamCharset === 'string'
                            && cfg.defParamCharset
                          ? getDecoder(cfg.defParamCharset)
                          : nullDecoder);
    const defCharset = (cfg.defCharset || 'utf8');
    const preservePath = cfg.preservePath;
    const fileOpts = {
      autoDestroy: true,
      emitClose: true,
      highWaterMark: (typeof cfg.fileHwm === 'number'
                      ? cfg.fileHwm
                      : undefined),
    };

    const limits = cfg.limits;
    const fieldSizeLimit = (limits && typeof limits.fieldSize === 'number'
                            ? limits.fieldSize
                            : 1 * 1024 * 1024);
    const fileSizeLimit = (limits && typeof limits.fileSize === 'number'
                           ? limits.fileSize
                           : Infinity);
    const filesLimit = (limits && typeof limits.files === 'number'
                        ? limits.files
                        : Infinity);
    const fieldsLimit = (limits && typeof limits.fields === 'number'
                         ? limits.fields
                         : Infinity);
    const partsLimit = (limits && typeof limits.parts === 'number'
                        ? limits.parts
                        : Infinity);

    let parts = -1; // Account for initial boundary
    let fields = 0;
    let files = 0;
    let skipPart = false;

    this._fileEndsLeft = 0;
    this._fileStream = undefined;
    this._complete = false;
    let fileSize = 0;

    let field;
    let fieldSize = 0;
    let partCharset;
    let partEncoding;
    let partType;
    let partName;
    let partTruncated = false;

    let hitFilesLimit = false;
    let hitFieldsLimit = false;

    this._hparser = null;
    const hparser = new HeaderParser((header) => {
      this._hparser = null;
      skipPart = false;

      partType = 'text/plain';
      partCharset = defCharset;
      partEncoding = '7bit';
      partName = undefined;
      partTruncated = false;

      let filename;
      if (!header['content-disposition']) {
        skipPart = true;
        return;
      }

      const disp = parseDisposition(header['content-disposition'][0],
                                    paramDecoder);
      if (!disp || disp.type !== 'form-data') {
        skipPart = true;
        return;
      }

      if (disp.params) {
        if (disp.params.name)
          partName = disp.params.name;

        if (disp.params['filename*'])
          filename = disp.params['filename*'];
        else if (disp.params.filename)
          filename = disp.params.filename;

        if (filename !== undefined && !preservePath)
          filename = basename(filename);
      }

      if (header['content-type']) {
        const conType = parseContentType(header['content-type'][0]);
        if (conType) {
          partType = `${conType.type}/${conType.subtype}`;
          if (conType.params && typeof conType.params.charset === 'string')
            partCharset = conType.params.charset.toLowerCase();
        }
      }

      if (header['content-transfer-encoding'])
        partEncoding = header['content-transfer-encoding'][0].toLowerCase();

      if (partType === 'application/octet-stream' || filename !== undefined) {
        // File

        if (files === filesLimit) {
          if (!hitFilesLimit) {
            hitFilesLimit = true;
            this.emit('filesLimit');
          }
          skipPart = true;
          return;
        }
        ++files;

        if (this.listenerCount('file') === 0) {
          skipPart = true;
          return;
        }

        fileSize = 0;
        this._fileStream = new FileStream(fileOpts, this);
        ++this._fileEndsLeft;
        this.emit(
          'file',
          partName,
          this._fileStream,
          { filename,
            encoding: partEncoding,
            mimeType: partType }
        );
      } else {
        // Non-file

        if (fields === fieldsLimit) {
          if (!hitFieldsLimit) {
            hitFieldsLimit = true;
            this.emit('fieldsLimit');
          }
          skipPart = true;
          return;
        }
        ++fields;

        if (this.listenerCount('field') === 0) {
          skipPart = true;
          return;
        }

        field = [];
        fieldSize = 0;
      }
    });

    let matchPostBoundary = 0;
    const ssCb = (isMatch, data, start, end, isDataSafe) => {
retrydata:
      while (data) {
        if (this._hparser !== null) {
          const ret = this._hparser.push(data, start, end);
          if (ret === -1) {
            this._hparser = null;
            hparser.reset();
            this.emit('error', new Error('Malformed part header'));
            break;
          }
          start = ret;
        }

        if (start === end)
          break;

        if (matchPostBoundary !== 0) {
          if (matchPostBoundary === 1) {
            switch (data[start]) {
              case 45: // '-'
                // Try matching '--' after boundary
                matchPostBoundary = 2;
                ++start;
                break;
              case 13: // '\r'
                // Try matching CR LF before header
                matchPostBoundary = 3;
                ++start;
                break;
              default:
                matchPostBoundary = 0;
            }
            if (start === end)
              return;
          }

          if (matchPostBoundary === 2) {
            matchPostBoundary = 0;
            if (data[start] === 45/* '-' */) {
              // End of multipart data
              this._complete = true;
              this._bparser = ignoreData;
              return;
            }
            // We saw something other than '-', so put the dash we consumed
            // "back"
            const writecb = this._writecb;
            this._writecb = noop;
            ssCb(false, BUF_DASH, 0, 1, false);
            this._writecb = writecb;
          } else if (matchPostBoundary === 3) {
            matchPostBoundary = 0;
            if (data[start] === 10/* '\n' */) {
              ++start;
              if (parts >= partsLimit)
                break;
              // Prepare the header parser
              this._hparser = hparser;
              if (start === end)
                break;
              // Process the remaining data as a header
              continue retrydata;
            } else {
              // We saw something other than LF, so put the CR we consumed
              // "back"
              const writecb = this._writecb;
              this._writecb = noop;
              ssCb(false, BUF_CR, 0, 1, false);
              this._writecb = writecb;
            }
          }
        }

        if (!skipPart) {
          if (this._fileStream) {
            let chunk;
            const actualLen = Math.min(end - start, fileSizeLimit - fileSize);
            if (!isDataSafe) {
              chunk = Buffer.allocUnsafe(actualLen);
              data.copy(chunk, 0, start, start + actualLen);
            } else {
              chunk = data.slice(start, start + actualLen);
            }

            fileSize += chunk.length;
            if (fileSize === fileSizeLimit) {
              if (chunk.length > 0)
                this._fileStream.push(chunk);
              this._fileStream.emit('limit');
              this._fileStream.truncated = true;
              skipPart = true;
            } else if (!this._fileStream.push(chunk)) {
              if (this._writecb)
                this._fileStream._readcb = this._writecb;
              this._writecb = null;
            }
          } else if (field !== undefined) {
            let chunk;
            const actualLen = Math.min(
              end - start,
              fieldSizeLimit - fieldSize
            );
            if (!isDataSafe) {
              chunk = Buffer.allocUnsafe(actualLen);
              data.copy(chunk, 0, start, start + actualLen);
            } else {
              chunk = data.slice(start, start + actualLen);
            }

            fieldSize += actualLen;
            field.push(chunk);
            if (fieldSize === fieldSizeLimit) {
              skipPart = true;
              partTruncated = true;
            }
          }
        }

        break;
      }

      if (isMatch) {
        matchPostBoundary = 1;

        if (this._fileStream) {
          // End the active file stream if the previous part was a file
          this._fileStream.push(null);
          this._fileStream = null;
        } else if (field !== undefined) {
          let data;
          switch (field.length) {
            case 0:
              data = '';
              break;
            case 1:
              data = convertToUTF8(field[0], partCharset, 0);
              break;
            default:
              data = convertToUTF8(
                Buffer.concat(field, fieldSize),
                partCharset,
                0
              );
          }
          field = undefined;
          fieldSize = 0;
          this.emit(
            'field',
            partName,
            data,
            { nameTruncated: false,
              valueTruncated: partTruncated,
              encoding: partEncoding,
              mimeType: partType }
          );
        }

        if (++parts === partsLimit)
          this.emit('partsLimit');
      }
    };
    this._bparser = new StreamSearch(`\r\n--${boundary}`, ssCb);

    this._writecb = null;
    this._finalcb = null;

    // Just in case there is no preamble
    this.write(BUF_CRLF);
  }

  static detect(conType) {
    return (conType.type === 'multipart' && conType.subtype === 'form-data');
  }

  _write(chunk, enc, cb) {
    this._writecb = cb;
    this._bparser.push(chunk, 0);
    if (this._writecb)
      callAndUnsetCb(this);
  }

  _destroy(err, cb) {
    this._hparser = null;
    this._bparser = ignoreData;
    if (!err)
      err = checkEndState(this);
    const fileStream = this._fileStream;
    if (fileStream) {
      this._fileStream = null;
      fileStream.destroy(err);
    }
    cb(err);
  }

  _final(cb) {
    this._bparser.destroy();
    if (!this._complete)
      return cb(new Error('Unexpected end of form'));
    if (this._fileEndsLeft)
      this._finalcb = finalcb.bind(null, this, cb);
    else
      finalcb(this, cb);
  }
}

function finalcb(self, cb, err) {
  if (err)
    return cb(err);
  err = checkEndState(self);
  cb(err);
}

function checkEndState(self) {
  if (self._hparser)
    return new Error('Malformed part header');
  const fileStream = self._fileStream;
  if (fileStream) {
    self._fileStream = null;
    fileStream.destroy(new Error('Unexpected end of file'));
  }
  if (!self._complete)
    return new Error('Unexpected end of form');
}

const TOKEN = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
  0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

const FIELD_VCHAR = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];

module.exports = Multipart;


/***/ }),

/***/ 6261:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const { Writable } = __nccwpck_require__(2203);

const { getDecoder } = __nccwpck_require__(5313);

class URLEncoded extends Writable {
  constructor(cfg) {
    const streamOpts = {
      autoDestroy: true,
      emitClose: true,
      highWaterMark: (typeof cfg.highWaterMark === 'number'
                      ? cfg.highWaterMark
                      : undefined),
    };
    super(streamOpts);

    let charset = (cfg.defCharset || 'utf8');
    if (cfg.conType.params && typeof cfg.conType.params.charset === 'string')
      charset = cfg.conType.params.charset;

    this.charset = charset;

    const limits = cfg.limits;
    this.fieldSizeLimit = (limits && typeof limits.fieldSize === 'number'
                           ? limits.fieldSize
                           : 1 * 1024 * 1024);
    this.fieldsLimit = (limits && typeof limits.fields === 'number'
                        ? limits.fields
                        : Infinity);
    this.fieldNameSizeLimit = (
      limits && typeof limits.fieldNameSize === 'number'
      ? limits.fieldNameSize
      : 100
    );

    this._inKey = true;
    this._keyTrunc = false;
    this._valTrunc = false;
    this._bytesKey = 0;
    this._bytesVal = 0;
    this._fields = 0;
    this._key = '';
    this._val = '';
    this._byte = -2;
    this._lastPos = 0;
    this._encode = 0;
    this._decoder = getDecoder(charset);
  }

  static detect(conType) {
    return (conType.type === 'application'
            && conType.subtype === 'x-www-form-urlencoded');
  }

  _write(chunk, enc, cb) {
    if (this._fields >= this.fieldsLimit)
      return cb();

    let i = 0;
    const len = chunk.length;
    this._lastPos = 0;

    // Check if we last ended mid-percent-encoded byte
    if (this._byte !== -2) {
      i = readPctEnc(this, chunk, i, len);
      if (i === -1)
        return cb(new Error('Malformed urlencoded form'));
      if (i >= len)
        return cb();
      if (this._inKey)
        ++this._bytesKey;
      else
        ++this._bytesVal;
    }

main:
    while (i < len) {
      if (this._inKey) {
        // Parsing key

        i = skipKeyBytes(this, chunk, i, len);

        while (i < len) {
          switch (chunk[i]) {
            case 61: // '='
              if (this._lastPos < i)
                this._key += chunk.latin1Slice(this._lastPos, i);
              this._lastPos = ++i;
              this._key = this._decoder(this._key, this._encode);
              this._encode = 0;
              this._inKey = false;
              continue main;
            case 38: // '&'
              if (this._lastPos < i)
                this._key += chunk.latin1Slice(this._lastPos, i);
              this._lastPos = ++i;
              this._key = this._decoder(this._key, this._encode);
              this._encode = 0;
              if (this._bytesKey > 0) {
                this.emit(
                  'field',
                  this._key,
                  '',
                  { nameTruncated: this._keyTrunc,
                    valueTruncated: false,
                    encoding: this.charset,
                    mimeType: 'text/plain' }
                );
              }
              this._key = '';
              this._val = '';
              this._keyTrunc = false;
              this._valTrunc = false;
              this._bytesKey = 0;
              this._bytesVal = 0;
              if (++this._fields >= this.fieldsLimit) {
                this.emit('fieldsLimit');
                return cb();
              }
              continue;
            case 43: // '+'
              if (this._lastPos < i)
                this._key += chunk.latin1Slice(this._lastPos, i);
              this._key += ' ';
              this._lastPos = i + 1;
              break;
            case 37: // '%'
              if (this._encode === 0)
                this._encode = 1;
              if (this._lastPos < i)
                this._key += chunk.latin1Slice(this._lastPos, i);
              this._lastPos = i + 1;
              this._byte = -1;
              i = readPctEnc(this, chunk, i + 1, len);
              if (i === -1)
                return cb(new Error('Malformed urlencoded form'));
              if (i >= len)
                return cb();
              ++this._bytesKey;
              i = skipKeyBytes(this, chunk, i, len);
              continue;
          }
          ++i;
          ++this._bytesKey;
          i = skipKeyBytes(this, chunk, i, len);
        }
        if (this._lastPos < i)
          this._key += chunk.latin1Slice(this._lastPos, i);
      } else {
        // Parsing value

        i = skipValBytes(this, chunk, i, len);

        while (i < len) {
          switch (chunk[i]) {
            case 38: // '&'
              if (this._lastPos < i)
                this._val += chunk.latin1Slice(this._lastPos, i);
              this._lastPos = ++i;
              this._inKey = true;
              this._val = this._decoder(this._val, this._encode);
              this._encode = 0;
              if (this._bytesKey > 0 || this._bytesVal > 0) {
                this.emit(
                  'field',
                  this._key,
                  this._val,
                  { nameTruncated: this._keyTrunc,
                    valueTruncated: this._valTrunc,
                    encoding: this.charset,
                    mimeType: 'text/plain' }
                );
              }
              this._key = '';
              this._val = '';
              this._keyTrunc = false;
              this._valTrunc = false;
              this._bytesKey = 0;
              this._bytesVal = 0;
              if (++this._fields >= this.fieldsLimit) {
                this.emit('fieldsLimit');
                return cb();
              }
              continue main;
            case 43: // '+'
              if (this._lastPos < i)
                this._val += chunk.latin1Slice(this._lastPos, i);
              this._val += ' ';
              this._lastPos = i + 1;
              break;
            case 37: // '%'
              if (this._encode === 0)
                this._encode = 1;
              if (this._lastPos < i)
                this._val += chunk.latin1Slice(this._lastPos, i);
              this._lastPos = i + 1;
              this._byte = -1;
              i = readPctEnc(this, chunk, i + 1, len);
              if (i === -1)
                return cb(new Error('Malformed urlencoded form'));
              if (i >= len)
                return cb();
              ++this._bytesVal;
              i = skipValBytes(this, chunk, i, len);
              continue;
          }
          ++i;
          ++this._bytesVal;
          i = skipValBytes(this, chunk, i, len);
        }
        if (this._lastPos < i)
          this._val += chunk.latin1Slice(this._lastPos, i);
      }
    }

    cb();
  }

  _final(cb) {
    if (this._byte !== -2)
      return cb(new Error('Malformed urlencoded form'));
    if (!this._inKey || this._bytesKey > 0 || this._bytesVal > 0) {
      if (this._inKey)
        this._key = this._decoder(this._key, this._encode);
      else
        this._val = this._decoder(this._val, this._encode);
      this.emit(
        'field',
        this._key,
        this._val,
        { nameTruncated: this._keyTrunc,
          valueTruncated: this._valTrunc,
          encoding: this.charset,
          mimeType: 'text/plain' }
      );
    }
    cb();
  }
}

function readPctEnc(self, chunk, pos, len) {
  if (pos >= len)
    return len;

  if (self._byte === -1) {
    // We saw a '%' but no hex characters yet
    const hexUpper = HEX_VALUES[chunk[pos++]];
    if (hexUpper === -1)
      return -1;

    if (hexUpper >= 8)
      self._encode = 2; // Indicate high bits detected

    if (pos < len) {
      // Both hex characters are in this chunk
      const hexLower = HEX_VALUES[chunk[pos++]];
      if (hexLower === -1)
        return -1;

      if (self._inKey)
        self._key += String.fromCharCode((hexUpper << 4) + hexLower);
      else
        self._val += String.fromCharCode((hexUpper << 4) + hexLower);

      self._byte = -2;
      self._lastPos = pos;
    } else {
      // Only one hex character was available in this chunk
      self._byte = hexUpper;
    }
  } else {
    // We saw only one hex character so far
    const hexLower = HEX_VALUES[chunk[pos++]];
    if (hexLower === -1)
      return -1;

    if (self._inKey)
      self._key += String.fromCharCode((self._byte << 4) + hexLower);
    else
      self._val += String.fromCharCode((self._byte << 4) + hexLower);

    self._byte = -2;
    self._lastPos = pos;
  }

  return pos;
}

function skipKeyBytes(self, chunk, pos, len) {
  // Skip bytes if we've truncated
  if (self._bytesKey > self.fieldNameSizeLimit) {
    if (!self._keyTrunc) {
      if (self._lastPos < pos)
        self._key += chunk.latin1Slice(self._lastPos, pos - 1);
    }
    self._keyTrunc = true;
    for (; pos < len; ++pos) {
      const code = chunk[pos];
      if (code === 61/* '=' */ || code === 38/* '&' */)
        break;
      ++self._bytesKey;
    }
    self._lastPos = pos;
  }

  return pos;
}

function skipValBytes(self, chunk, pos, len) {
  // Skip bytes if we've truncated
  if (self._bytesVal > self.fieldSizeLimit) {
    if (!self._valTrunc) {
      if (self._lastPos < pos)
        self._val += chunk.latin1Slice(self._lastPos, pos - 1);
    }
    self._valTrunc = true;
    for (; pos < len; ++pos) {
      if (chunk[pos] === 38/* '&' */)
        break;
      ++self._bytesVal;
    }
    self._lastPos = pos;
  }

  return pos;
}

/* eslint-disable no-multi-spaces */
const HEX_VALUES = [
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, -1, -1, -1, -1, -1, -1,
  -1, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
];
/* eslint-enable no-multi-spaces */

module.exports = URLEncoded;


/***/ }),

/***/ 5313:
/***/ (function(module) {



function parseContentType(str) {
  if (str.length === 0)
    return;

  const params = Object.create(null);
  let i = 0;

  // Parse type
  for (; i < str.length; ++i) {
    const code = str.charCodeAt(i);
    if (TOKEN[code] !== 1) {
      if (code !== 47/* '/' */ || i === 0)
        return;
      break;
    }
  }
  // Check for type without subtype
  if (i === str.length)
    return;

  const type = str.slice(0, i).toLowerCase();

  // Parse subtype
  const subtypeStart = ++i;
  for (; i < str.length; ++i) {
    const code = str.charCodeAt(i);
    if (TOKEN[code] !== 1) {
      // Make sure we have a subtype
      if (i === subtypeStart)
        return;

      if (parseContentTypeParams(str, i, params) === undefined)
        return;
      break;
    }
  }
  // Make sure we have a subtype
  if (i === subtypeStart)
    return;

  const subtype = str.slice(subtypeStart, i).toLowerCase();

  return { type, subtype, params };
}

function parseContentTypeParams(str, i, params) {
  while (i < str.length) {
    // Consume whitespace
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (code !== 32/* ' ' */ && code !== 9/* '\t' */)
        break;
    }

    // Ended on whitespace
    if (i === str.length)
      break;

    // Check for malformed parameter
    if (str.charCodeAt(i++) !== 59/* ';' */)
      return;

    // Consume whitespace
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (code !== 32/* ' ' */ && code !== 9/* '\t' */)
        break;
    }

    // Ended on whitespace (malformed)
    if (i === str.length)
      return;

    let name;
    const nameStart = i;
    // Parse parameter name
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (TOKEN[code] !== 1) {
        if (code !== 61/* '=' */)
          return;
        break;
      }
    }

    // No value (malformed)
    if (i === str.length)
      return;

    name = str.slice(nameStart, i);
    ++i; // Skip over '='

    // No value (malformed)
    if (i === str.length)
      return;

    let value = '';
    let valueStart;
    if (str.charCodeAt(i) === 34/* '"' */) {
      valueStart = ++i;
      let escaping = false;
      // Parse quoted value
      for (; i < str.length; ++i) {
        const code = str.charCodeAt(i);
        if (code === 92/* '\\' */) {
          if (escaping) {
            valueStart = i;
            escaping = false;
          } else {
            value += str.slice(valueStart, i);
            escaping = true;
          }
          continue;
        }
        if (code === 34/* '"' */) {
          if (escaping) {
            valueStart = i;
            escaping = false;
            continue;
          }
          value += str.slice(valueStart, i);
          break;
        }
        if (escaping) {
          valueStart = i - 1;
          escaping = false;
        }
        // Invalid unescaped quoted character (malformed)
        if (QDTEXT[code] !== 1)
          return;
      }

      // No end quote (malformed)
      if (i === str.length)
        return;

      ++i; // Skip over double quote
    } else {
      valueStart = i;
      // Parse unquoted value
      for (; i < str.length; ++i) {
        const code = str.charCodeAt(i);
        if (TOKEN[code] !== 1) {
          // No value (malformed)
          if (i === valueStart)
            return;
          break;
        }
      }
      value = str.slice(valueStart, i);
    }

    name = name.toLowerCase();
    if (params[name] === undefined)
      params[name] = value;
  }

  return params;
}

function parseDisposition(str, defDecoder) {
  if (str.length === 0)
    return;

  const params = Object.create(null);
  let i = 0;

  for (; i < str.length; ++i) {
    const code = str.charCodeAt(i);
    if (TOKEN[code] !== 1) {
      if (parseDispositionParams(str, i, params, defDecoder) === undefined)
        return;
      break;
    }
  }

  const type = str.slice(0, i).toLowerCase();

  return { type, params };
}

function parseDispositionParams(str, i, params, defDecoder) {
  while (i < str.length) {
    // Consume whitespace
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (code !== 32/* ' ' */ && code !== 9/* '\t' */)
        break;
    }

    // Ended on whitespace
    if (i === str.length)
      break;

    // Check for malformed parameter
    if (str.charCodeAt(i++) !== 59/* ';' */)
      return;

    // Consume whitespace
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (code !== 32/* ' ' */ && code !== 9/* '\t' */)
        break;
    }

    // Ended on whitespace (malformed)
    if (i === str.length)
      return;

    let name;
    const nameStart = i;
    // Parse parameter name
    for (; i < str.length; ++i) {
      const code = str.charCodeAt(i);
      if (TOKEN[code] !== 1) {
        if (code === 61/* '=' */)
          break;
        return;
      }
    }

    // No value (malformed)
    if (i === str.length)
      return;

    let value = '';
    let valueStart;
    let charset;
    //~ let lang;
    name = str.slice(nameStart, i);
    if (name.charCodeAt(name.length - 1) === 42/* '*' */) {
      // Extended value

      const charsetStart = ++i;
      // Parse charset name
      for (; i < str.length; ++i) {
        const code = str.charCodeAt(i);
        if (CHARSET[code] !== 1) {
          if (code !== 39/* '\'' */)
            return;
          break;
        }
      }

      // Incomplete charset (malformed)
      if (i === str.length)
        return;

      charset = str.slice(charsetStart, i);
      ++i; // Skip over the '\''

      //~ const langStart = ++i;
      // Parse language name
      for (; i < str.length; ++i) {
        const code = str.charCodeAt(i);
        if (code === 39/* '\'' */)
          break;
      }

      // Incomplete language (malformed)
      if (i === str.length)
        return;

      //~ lang = str.slice(langStart, i);
      ++i; // Skip over the '\''

      // No value (malformed)
      if (i === str.length)
        return;

      valueStart = i;

      let encode = 0;
      // Parse value
      for (; i < str.length; ++i) {
        const code = str.charCodeAt(i);
        if (EXTENDED_VALUE[code] !== 1) {
          if (code === 37/* '%' */) {
            let hexUpper;
            let hexLower;
            if (i + 2 < str.length
                && (hexUpper = HEX_VALUES[str.charCodeAt(i + 1)]) !== -1
                && (hexLower = HEX_VALUES[str.charCodeAt(i + 2)]) !== -1) {
              const byteVal = (hexUpper << 4) + hexLower;
              value += str.slice(valueStart, i);
              value += String.fromCharCode(byteVal);
              i += 2;
              valueStart = i + 1;
              if (byteVal >= 128)
                encode = 2;
              else if (encode === 0)
                encode = 1;
              continue;
            }
            // '%' disallowed in non-percent encoded contexts (malformed)
            return;
          }
          break;
        }
      }

      value += str.slice(valueStart, i);
      value = convertToUTF8(value, charset, encode);
      if (value === undefined)
        return;
    } else {
      // Non-extended value

      ++i; // Skip over '='

      // No value (malformed)
      if (i === str.length)
        return;

      if (str.charCodeAt(i) === 34/* '"' */) {
        valueStart = ++i;
        let escaping = false;
        // Parse quoted value
        for (; i < str.length; ++i) {
          const code = str.charCodeAt(i);
          if (code === 92/* '\\' */) {
            if (escaping) {
              valueStart = i;
              escaping = false;
            } else {
              value += str.slice(valueStart, i);
              escaping = true;
            }
            continue;
          }
          if (code === 34/* '"' */) {
            if (escaping) {
              valueStart = i;
              escaping = false;
              continue;
            }
            value += str.slice(valueStart, i);
            break;
          }
          if (escaping) {
            valueStart = i - 1;
            escaping = false;
          }
          // Invalid unescaped quoted character (malformed)
          if (QDTEXT[code] !== 1)
            return;
        }

        // No end quote (malformed)
        if (i === str.length)
          return;

        ++i; // Skip over double quote
      } else {
        valueStart = i;
        // Parse unquoted value
        for (; i < str.length; ++i) {
          const code = str.charCodeAt(i);
          if (TOKEN[code] !== 1) {
            // No value (malformed)
            if (i === valueStart)
              return;
            break;
          }
        }
        value = str.slice(valueStart, i);
      }

      value = defDecoder(value, 2);
      if (value === undefined)
        return;
    }

    name = name.toLowerCase();
    if (params[name] === undefined)
      params[name] = value;
  }

  return params;
}

function getDecoder(charset) {
  let lc;
  while (true) {
    switch (charset) {
      case 'utf-8':
      case 'utf8':
        return decoders.utf8;
      case 'latin1':
      case 'ascii': // TODO: Make these a separate, strict decoder?
      case 'us-ascii':
      case 'iso-8859-1':
      case 'iso8859-1':
      case 'iso88591':
      case 'iso_8859-1':
      case 'windows-1252':
      case 'iso_8859-1:1987':
      case 'cp1252':
      case 'x-cp1252':
        return decoders.latin1;
      case 'utf16le':
      case 'utf-16le':
      case 'ucs2':
      case 'ucs-2':
        return decoders.utf16le;
      case 'base64':
        return decoders.base64;
      default:
        if (lc === undefined) {
          lc = true;
          charset = charset.toLowerCase();
          continue;
        }
        return decoders.other.bind(charset);
    }
  }
}

const decoders = {
  utf8: (data, hint) => {
    if (data.length === 0)
      return '';
    if (typeof data === 'string') {
      // If `data` never had any percent-encoded bytes or never had any that
      // were outside of the ASCII range, then we can safely just return the
      // input since UTF-8 is ASCII compatible
      if (hint < 2)
        return data;

      data = Buffer.from(data, 'latin1');
    }
    return data.utf8Slice(0, data.length);
  },

  latin1: (data, hint) => {
    if (data.length === 0)
      return '';
    if (typeof data === 'string')
      return data;
    return data.latin1Slice(0, data.length);
  },

  utf16le: (data, hint) => {
    if (data.length === 0)
      return '';
    if (typeof data === 'string')
      data = Buffer.from(data, 'latin1');
    return data.ucs2Slice(0, data.length);
  },

  base64: (data, hint) => {
    if (data.length === 0)
      return '';
    if (typeof data === 'string')
      data = Buffer.from(data, 'latin1');
    return data.base64Slice(0, data.length);
  },

  other: (data, hint) => {
    if (data.length === 0)
      return '';
    if (typeof data === 'string')
      data = Buffer.from(data, 'latin1');
    try {
      const decoder = new TextDecoder(this);
      return decoder.decode(data);
    } catch {}
  },
};

function convertToUTF8(data, charset, hint) {
  const decode = getDecoder(charset);
  if (decode)
    return decode(data, hint);
}

function basename(path) {
  if (typeof path !== 'string')
    return '';
  for (let i = path.length - 1; i >= 0; --i) {
    switch (path.charCodeAt(i)) {
      case 0x2F: // '/'
      case 0x5C: // '\'
        path = path.slice(i + 1);
        return (path === '..' || path === '.' ? '' : path);
    }
  }
  return (path === '..' || path === '.' ? '' : path);
}

const TOKEN = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 1, 0, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
  0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

const QDTEXT = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
];

const CHARSET = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 1, 0, 1, 1, 1, 1, 0, 0, 0, 0, 1, 0, 1, 0, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
  0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 1, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

const EXTENDED_VALUE = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 1, 0, 1, 1, 0, 1, 0, 0, 0, 0, 1, 0, 1, 1, 0,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0,
  0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
  1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1, 0, 1, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
];

/* eslint-disable no-multi-spaces */
const HEX_VALUES = [
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
   0,  1,  2,  3,  4,  5,  6,  7,  8,  9, -1, -1, -1, -1, -1, -1,
  -1, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, 10, 11, 12, 13, 14, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
  -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
];
/* eslint-enable no-multi-spaces */

module.exports = {
  basename,
  convertToUTF8,
  getDecoder,
  parseContentType,
  parseDisposition,
};


/***/ }),

/***/ 3313:
/***/ ((module) => {

module.exports = Pend;

function Pend() {
  this.pending = 0;
  this.max = Infinity;
  this.listeners = [];
  this.waiting = [];
  this.error = null;
}

Pend.prototype.go = function(fn) {
  if (this.pending < this.max) {
    pendGo(this, fn);
  } else {
    this.waiting.push(fn);
  }
};

Pend.prototype.wait = function(cb) {
  if (this.pending === 0) {
    cb(this.error);
  } else {
    this.listeners.push(cb);
  }
};

Pend.prototype.hold = function() {
  return pendHold(this);
};

function pendHold(self) {
  self.pending += 1;
  var called = false;
  return onCb;
  function onCb(err) {
    if (called) throw new Error("callback called twice");
    called = true;
    self.error = self.error || err;
    self.pending -= 1;
    if (self.waiting.length > 0 && self.pending < self.max) {
      pendGo(self, self.waiting.shift());
    } else if (self.pending === 0) {
      var listeners = self.listeners;
      self.listeners = [];
      listeners.forEach(cbListener);
    }
  }
  function cbListener(listener) {
    listener(self.error);
  }
}

function pendGo(self, fn) {
  fn(pendHold(self));
}


/***/ }),

/***/ 9026:
/***/ ((module) => {


/*
  Based heavily on the Streaming Boyer-Moore-Horspool C++ implementation
  by Hongli Lai at: https://github.com/FooBarWidget/boyer-moore-horspool
*/
function memcmp(buf1, pos1, buf2, pos2, num) {
  for (let i = 0; i < num; ++i) {
    if (buf1[pos1 + i] !== buf2[pos2 + i])
      return false;
  }
  return true;
}

class SBMH {
  constructor(needle, cb) {
    if (typeof cb !== 'function')
      throw new Error('Missing match callback');

    if (typeof needle === 'string')
      needle = Buffer.from(needle);
    else if (!Buffer.isBuffer(needle))
      throw new Error(`Expected Buffer for needle, got ${typeof needle}`);

    const needleLen = needle.length;

    this.maxMatches = Infinity;
    this.matches = 0;

    this._cb = cb;
    this._lookbehindSize = 0;
    this._needle = needle;
    this._bufPos = 0;

    this._lookbehind = Buffer.allocUnsafe(needleLen);

    // Initialize occurrence table.
    this._occ = [
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen, needleLen, needleLen,
      needleLen, needleLen, needleLen, needleLen
    ];

    // Populate occurrence table with analysis of the needle, ignoring the last
    // letter.
    if (needleLen > 1) {
      for (let i = 0; i < needleLen - 1; ++i)
        this._occ[needle[i]] = needleLen - 1 - i;
    }
  }

  reset() {
    this.matches = 0;
    this._lookbehindSize = 0;
    this._bufPos = 0;
  }

  push(chunk, pos) {
    let result;
    if (!Buffer.isBuffer(chunk))
      chunk = Buffer.from(chunk, 'latin1');
    const chunkLen = chunk.length;
    this._bufPos = pos || 0;
    while (result !== chunkLen && this.matches < this.maxMatches)
      result = feed(this, chunk);
    return result;
  }

  destroy() {
    const lbSize = this._lookbehindSize;
    if (lbSize)
      this._cb(false, this._lookbehind, 0, lbSize, false);
    this.reset();
  }
}

function feed(self, data) {
  const len = data.length;
  const needle = self._needle;
  const needleLen = needle.length;

  // Positive: points to a position in `data`
  //           pos == 3 points to data[3]
  // Negative: points to a position in the lookbehind buffer
  //           pos == -2 points to lookbehind[lookbehindSize - 2]
  let pos = -self._lookbehindSize;
  const lastNeedleCharPos = needleLen - 1;
  const lastNeedleChar = needle[lastNeedleCharPos];
  const end = len - needleLen;
  const occ = self._occ;
  const lookbehind = self._lookbehind;

  if (pos < 0) {
    // Lookbehind buffer is not empty. Perform Boyer-Moore-Horspool
    // search with character lookup code that considers both the
    // lookbehind buffer and the current round's haystack data.
    //
    // Loop until
    //   there is a match.
    // or until
    //   we've moved past the position that requires the
    //   lookbehind buffer. In this case we switch to the
    //   optimized loop.
    // or until
    //   the character to look at lies outside the haystack.
    while (pos < 0 && pos <= end) {
      const nextPos = pos + lastNeedleCharPos;
      const ch = (nextPos < 0
                  ? lookbehind[self._lookbehindSize + nextPos]
                  : data[nextPos]);

      if (ch === lastNeedleChar
          && matchNeedle(self, data, pos, lastNeedleCharPos)) {
        self._lookbehindSize = 0;
        ++self.matches;
        if (pos > -self._lookbehindSize)
          self._cb(true, lookbehind, 0, self._lookbehindSize + pos, false);
        else
          self._cb(true, undefined, 0, 0, true);

        return (self._bufPos = pos + needleLen);
      }

      pos += occ[ch];
    }

    // No match.

    // There's too few data for Boyer-Moore-Horspool to run,
    // so let's use a different algorithm to skip as much as
    // we can.
    // Forward pos until
    //   the trailing part of lookbehind + data
    //   looks like the beginning of the needle
    // or until
    //   pos == 0
    while (pos < 0 && !matchNeedle(self, data, pos, len - pos))
      ++pos;

    if (pos < 0) {
      // Cut off part of the lookbehind buffer that has
      // been processed and append the entire haystack
      // into it.
      const bytesToCutOff = self._lookbehindSize + pos;

      if (bytesToCutOff > 0) {
        // The cut off data is guaranteed not to contain the needle.
        self._cb(false, lookbehind, 0, bytesToCutOff, false);
      }

      self._lookbehindSize -= bytesToCutOff;
      lookbehind.copy(lookbehind, 0, bytesToCutOff, self._lookbehindSize);
      lookbehind.set(data, self._lookbehindSize);
      self._lookbehindSize += len;

      self._bufPos = len;
      return len;
    }

    // Discard lookbehind buffer.
    self._cb(false, lookbehind, 0, self._lookbehindSize, false);
    self._lookbehindSize = 0;
  }

  pos += self._bufPos;

  const firstNeedleChar = needle[0];

  // Lookbehind buffer is now empty. Perform Boyer-Moore-Horspool
  // search with optimized character lookup code that only considers
  // the current round's haystack data.
  while (pos <= end) {
    const ch = data[pos + lastNeedleCharPos];

    if (ch === lastNeedleChar
        && data[pos] === firstNeedleChar
        && memcmp(needle, 0, data, pos, lastNeedleCharPos)) {
      ++self.matches;
      if (pos > 0)
        self._cb(true, data, self._bufPos, pos, true);
      else
        self._cb(true, undefined, 0, 0, true);

      return (self._bufPos = pos + needleLen);
    }

    pos += occ[ch];
  }

  // There was no match. If there's trailing haystack data that we cannot
  // match yet using the Boyer-Moore-Horspool algorithm (because the trailing
  // data is less than the needle size) then match using a modified
  // algorithm that starts matching from the beginning instead of the end.
  // Whatever trailing data is left after running this algorithm is added to
  // the lookbehind buffer.
  while (pos < len) {
    if (data[pos] !== firstNeedleChar
        || !memcmp(data, pos, needle, 0, len - pos)) {
      ++pos;
      continue;
    }
    data.copy(lookbehind, 0, pos, len);
    self._lookbehindSize = len - pos;
    break;
  }

  // Everything until `pos` is guaranteed not to contain needle data.
  if (pos > 0)
    self._cb(false, data, self._bufPos, pos < len ? pos : len, true);

  self._bufPos = len;
  return len;
}

function matchNeedle(self, data, pos, len) {
  const lb = self._lookbehind;
  const lbSize = self._lookbehindSize;
  const needle = self._needle;

  for (let i = 0; i < len; ++i, ++pos) {
    const ch = (pos < 0 ? lb[lbSize + pos] : data[pos]);
    if (ch !== needle[i])
      return false;
  }
  return true;
}

module.exports = SBMH;


/***/ }),

/***/ 4248:
/***/ ((module) => {

// Adapted from https://github.com/brianloveswords/buffer-crc32/blob/v0.2.13/index.js
const CRC_TABLE = new Int32Array([
  0x00000000, 0x77073096, 0xee0e612c, 0x990951ba, 0x076dc419, 0x706af48f, 0xe963a535, 0x9e6495a3,
  0x0edb8832, 0x79dcb8a4, 0xe0d5e91e, 0x97d2d988, 0x09b64c2b, 0x7eb17cbd, 0xe7b82d07, 0x90bf1d91,
  0x1db71064, 0x6ab020f2, 0xf3b97148, 0x84be41de, 0x1adad47d, 0x6ddde4eb, 0xf4d4b551, 0x83d385c7,
  0x136c9856, 0x646ba8c0, 0xfd62f97a, 0x8a65c9ec, 0x14015c4f, 0x63066cd9, 0xfa0f3d63, 0x8d080df5,
  0x3b6e20c8, 0x4c69105e, 0xd56041e4, 0xa2677172, 0x3c03e4d1, 0x4b04d447, 0xd20d85fd, 0xa50ab56b,
  0x35b5a8fa, 0x42b2986c, 0xdbbbc9d6, 0xacbcf940, 0x32d86ce3, 0x45df5c75, 0xdcd60dcf, 0xabd13d59,
  0x26d930ac, 0x51de003a, 0xc8d75180, 0xbfd06116, 0x21b4f4b5, 0x56b3c423, 0xcfba9599, 0xb8bda50f,
  0x2802b89e, 0x5f058808, 0xc60cd9b2, 0xb10be924, 0x2f6f7c87, 0x58684c11, 0xc1611dab, 0xb6662d3d,
  0x76dc4190, 0x01db7106, 0x98d220bc, 0xefd5102a, 0x71b18589, 0x06b6b51f, 0x9fbfe4a5, 0xe8b8d433,
  0x7807c9a2, 0x0f00f934, 0x9609a88e, 0xe10e9818, 0x7f6a0dbb, 0x086d3d2d, 0x91646c97, 0xe6635c01,
  0x6b6b51f4, 0x1c6c6162, 0x856530d8, 0xf262004e, 0x6c0695ed, 0x1b01a57b, 0x8208f4c1, 0xf50fc457,
  0x65b0d9c6, 0x12b7e950, 0x8bbeb8ea, 0xfcb9887c, 0x62dd1ddf, 0x15da2d49, 0x8cd37cf3, 0xfbd44c65,
  0x4db26158, 0x3ab551ce, 0xa3bc0074, 0xd4bb30e2, 0x4adfa541, 0x3dd895d7, 0xa4d1c46d, 0xd3d6f4fb,
  0x4369e96a, 0x346ed9fc, 0xad678846, 0xda60b8d0, 0x44042d73, 0x33031de5, 0xaa0a4c5f, 0xdd0d7cc9,
  0x5005713c, 0x270241aa, 0xbe0b1010, 0xc90c2086, 0x5768b525, 0x206f85b3, 0xb966d409, 0xce61e49f,
  0x5edef90e, 0x29d9c998, 0xb0d09822, 0xc7d7a8b4, 0x59b33d17, 0x2eb40d81, 0xb7bd5c3b, 0xc0ba6cad,
  0xedb88320, 0x9abfb3b6, 0x03b6e20c, 0x74b1d29a, 0xead54739, 0x9dd277af, 0x04db2615, 0x73dc1683,
  0xe3630b12, 0x94643b84, 0x0d6d6a3e, 0x7a6a5aa8, 0xe40ecf0b, 0x9309ff9d, 0x0a00ae27, 0x7d079eb1,
  0xf00f9344, 0x8708a3d2, 0x1e01f268, 0x6906c2fe, 0xf762575d, 0x806567cb, 0x196c3671, 0x6e6b06e7,
  0xfed41b76, 0x89d32be0, 0x10da7a5a, 0x67dd4acc, 0xf9b9df6f, 0x8ebeeff9, 0x17b7be43, 0x60b08ed5,
  0xd6d6a3e8, 0xa1d1937e, 0x38d8c2c4, 0x4fdff252, 0xd1bb67f1, 0xa6bc5767, 0x3fb506dd, 0x48b2364b,
  0xd80d2bda, 0xaf0a1b4c, 0x36034af6, 0x41047a60, 0xdf60efc3, 0xa867df55, 0x316e8eef, 0x4669be79,
  0xcb61b38c, 0xbc66831a, 0x256fd2a0, 0x5268e236, 0xcc0c7795, 0xbb0b4703, 0x220216b9, 0x5505262f,
  0xc5ba3bbe, 0xb2bd0b28, 0x2bb45a92, 0x5cb36a04, 0xc2d7ffa7, 0xb5d0cf31, 0x2cd99e8b, 0x5bdeae1d,
  0x9b64c2b0, 0xec63f226, 0x756aa39c, 0x026d930a, 0x9c0906a9, 0xeb0e363f, 0x72076785, 0x05005713,
  0x95bf4a82, 0xe2b87a14, 0x7bb12bae, 0x0cb61b38, 0x92d28e9b, 0xe5d5be0d, 0x7cdcefb7, 0x0bdbdf21,
  0x86d3d2d4, 0xf1d4e242, 0x68ddb3f8, 0x1fda836e, 0x81be16cd, 0xf6b9265b, 0x6fb077e1, 0x18b74777,
  0x88085ae6, 0xff0f6a70, 0x66063bca, 0x11010b5c, 0x8f659eff, 0xf862ae69, 0x616bffd3, 0x166ccf45,
  0xa00ae278, 0xd70dd2ee, 0x4e048354, 0x3903b3c2, 0xa7672661, 0xd06016f7, 0x4969474d, 0x3e6e77db,
  0xaed16a4a, 0xd9d65adc, 0x40df0b66, 0x37d83bf0, 0xa9bcae53, 0xdebb9ec5, 0x47b2cf7f, 0x30b5ffe9,
  0xbdbdf21c, 0xcabac28a, 0x53b39330, 0x24b4a3a6, 0xbad03605, 0xcdd70693, 0x54de5729, 0x23d967bf,
  0xb3667a2e, 0xc4614ab8, 0x5d681b02, 0x2a6f2b94, 0xb40bbe37, 0xc30c8ea1, 0x5a05df1b, 0x2d02ef8d,
]);

function crc32(buf) {
  let crc = -1;
  for (let x of buf) {
    crc = CRC_TABLE[(crc ^ x) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ -1) >>> 0;
}

module.exports = crc32;


/***/ }),

/***/ 3502:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

// This was adapted from https://github.com/andrewrk/node-fd-slicer by Andrew Kelley under the MIT License.
var fs = __nccwpck_require__(9896);
var util = __nccwpck_require__(9023);
var stream = __nccwpck_require__(2203);
var Readable = stream.Readable;
var PassThrough = stream.PassThrough;
var Pend = __nccwpck_require__(3313);
var EventEmitter = (__nccwpck_require__(4434).EventEmitter);

exports.BufferSlicer = BufferSlicer;
exports.FdSlicer = FdSlicer;

util.inherits(FdSlicer, EventEmitter);
function FdSlicer(fd) {
  EventEmitter.call(this);

  this.fd = fd;
  this.pend = new Pend();
  this.pend.max = 1;
  this.refCount = 0;
}

FdSlicer.prototype.read = function(buffer, offset, length, position, callback) {
  var self = this;
  self.pend.go(function(cb) {
    fs.read(self.fd, buffer, offset, length, position, function(err, bytesRead, buffer) {
      cb();
      callback(err, bytesRead, buffer);
    });
  });
};

FdSlicer.prototype.createReadStream = function(options) {
  return new ReadStream(this, options);
};

FdSlicer.prototype.ref = function() {
  this.refCount += 1;
};

FdSlicer.prototype.unref = function() {
  var self = this;
  self.refCount -= 1;
  if (self.refCount < 0) throw new Error("invalid unref");
  if (self.refCount > 0) return;

  fs.close(self.fd, onCloseDone);

  function onCloseDone(err) {
    if (err) {
      self.emit('error', err);
    } else {
      self.emit('close');
    }
  }
};

util.inherits(ReadStream, Readable);
function ReadStream(context, options) {
  options = options || {};
  Readable.call(this, options);

  this.context = context;
  this.context.ref();

  this.start = options.start || 0;
  this.endOffset = options.end;
  this.pos = this.start;
}

ReadStream.prototype._read = function(n) {
  var self = this;

  var toRead = Math.min(self._readableState.highWaterMark, n);
  if (self.endOffset != null) {
    toRead = Math.min(toRead, self.endOffset - self.pos);
  }
  if (toRead <= 0) {
    self.push(null);
    this._cleanup();
    return;
  }
  self.context.pend.go(function(cb) {
    var buffer = Buffer.allocUnsafe(toRead);
    fs.read(self.context.fd, buffer, 0, toRead, self.pos, function(err, bytesRead) {
      if (err) {
        self.destroy(err);
      } else if (bytesRead === 0) {
        self.push(null);
        self._cleanup();
      } else {
        self.pos += bytesRead;
        self.push(buffer.slice(0, bytesRead));
      }
      cb();
    });
  });
};

ReadStream.prototype._destroy = function(err, cb) {
  // Node 14+ calls this automatically at EOF.
  this._cleanup();
  cb(err);
};

ReadStream.prototype._cleanup = function() {
  if (this.context != null) {
    this.context.unref();
    this.context = null;
  }
};

util.inherits(BufferSlicer, EventEmitter);
function BufferSlicer(buffer) {
  EventEmitter.call(this);

  this.refCount = 0;
  this.buffer = buffer;
}

BufferSlicer.prototype.read = function(buffer, offset, length, position, callback) {
  if (!(0 <= offset && offset <= buffer.length)) throw new RangeError("offset outside buffer: 0 <= " + offset + " <= " + buffer.length);
  if (position < 0) throw new RangeError("position is negative: " + position);
  if (offset + length > buffer.length) {
    // The caller's buffer can't hold all the bytes they're trying to read.
    // Clamp the length instead of giving an error.
    // The callback will be informed of fewer than expected bytes written.
    length = buffer.length - offset;
  }
  if (position + length > this.buffer.length) {
    // Clamp any attempt to read past the end of the source buffer.
    length = this.buffer.length - position;
  }
  if (length <= 0) {
    // After any clamping, we're fully out of bounds or otherwise have nothing to do.
    // This isn't an error; it's just zero bytes written.
    setImmediate(function() {
      callback(null, 0);
    });
    return;
  }
  this.buffer.copy(buffer, offset, position, position + length);
  setImmediate(function() {
    callback(null, length);
  });
};

BufferSlicer.prototype.createReadStream = function(options) {
  options = options || {};
  var readStream = new PassThrough(options);
  readStream.start = options.start || 0;
  readStream.endOffset = options.end;
  // by the time this function returns, we'll be done.
  readStream.pos = readStream.endOffset || this.buffer.length;

  var entireSlice = this.buffer.slice(readStream.start, readStream.pos);
  // Cut the buffer into smaller slices for better memory usage when streaming into a zlib inflate stream.
  // See https://github.com/thejoshwolfe/yauzl/issues/87
  var maxChunkSize = 0x10000;
  var offset = 0;
  while (true) {
    var nextOffset = offset + maxChunkSize;
    if (nextOffset >= entireSlice.length) {
      // last chunk
      if (offset < entireSlice.length) {
        readStream.write(entireSlice.slice(offset, entireSlice.length));
      }
      break;
    }
    readStream.write(entireSlice.slice(offset, nextOffset));
    offset = nextOffset;
  }

  readStream.end();
  return readStream;
};

BufferSlicer.prototype.ref = function() {
  this.refCount += 1;
};

BufferSlicer.prototype.unref = function() {
  this.refCount -= 1;

  if (this.refCount < 0) {
    throw new Error("invalid unref");
  }
};


/***/ }),

/***/ 663:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

var fs = __nccwpck_require__(9896);
var zlib = __nccwpck_require__(3106);
var fd_slicer = __nccwpck_require__(3502);
var util = __nccwpck_require__(9023);
var EventEmitter = (__nccwpck_require__(4434).EventEmitter);
var Transform = (__nccwpck_require__(2203).Transform);
var PassThrough = (__nccwpck_require__(2203).PassThrough);
var Writable = (__nccwpck_require__(2203).Writable);

// Node 20 added zlib.crc32.
const crc32 = typeof zlib.crc32 === "function" ? zlib.crc32 : __nccwpck_require__(4248);

exports.open = open;
exports.fromFd = fromFd;
exports.fromBuffer = fromBuffer;
exports.fromRandomAccessReader = fromRandomAccessReader;
exports.openPromise = openPromise;
exports.fromFdPromise = fromFdPromise;
exports.fromBufferPromise = fromBufferPromise;
exports.fromRandomAccessReaderPromise = fromRandomAccessReaderPromise;

exports.dosDateTimeToDate = dosDateTimeToDate;
exports.getFileNameLowLevel = getFileNameLowLevel;
exports.validateFileName = validateFileName;
exports.parseExtraFields = parseExtraFields;
exports.ZipFile = ZipFile;
exports.Entry = Entry;
exports.LocalFileHeader = LocalFileHeader;
exports.RandomAccessReader = RandomAccessReader;

function openPromise(path, options) {
  return new Promise((resolve, reject) => {
    open(path, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}
function fromFdPromise(fd, options) {
  return new Promise((resolve, reject) => {
    fromFd(fd, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}
function fromBufferPromise(buffer, options) {
  return new Promise((resolve, reject) => {
    fromBuffer(buffer, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}
function fromRandomAccessReaderPromise(reader, totalSize, options) {
  return new Promise((resolve, reject) => {
    fromRandomAccessReader(reader, totalSize, {...options, lazyEntries: true}, function(err, zipfile) {
      if (err) return reject(err);
      resolve(zipfile);
    });
  });
}

function open(path, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  if (options.autoClose == null) options.autoClose = true;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  if (callback == null) callback = defaultCallback;
  fs.open(path, "r", function(err, fd) {
    if (err) return callback(err);
    fromFd(fd, options, function(err, zipfile) {
      if (err) fs.close(fd, defaultCallback);
      callback(err, zipfile);
    });
  });
}

function fromFd(fd, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  if (options.autoClose == null) options.autoClose = false;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  if (callback == null) callback = defaultCallback;
  fs.fstat(fd, function(err, stats) {
    if (err) return callback(err);
    var reader = new fd_slicer.FdSlicer(fd);
    fromRandomAccessReader(reader, stats.size, options, callback);
  });
}

function fromBuffer(buffer, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  options.autoClose = false;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  var reader = new fd_slicer.BufferSlicer(buffer);
  fromRandomAccessReader(reader, buffer.length, options, callback);
}

function fromRandomAccessReader(reader, totalSize, options, callback) {
  if (typeof options === "function") {
    callback = options;
    options = null;
  }
  if (options == null) options = {};
  if (options.autoClose == null) options.autoClose = true;
  if (options.lazyEntries == null) options.lazyEntries = false;
  if (options.decodeStrings == null) options.decodeStrings = true;
  var decodeStrings = !!options.decodeStrings;
  if (options.validateEntrySizes == null) options.validateEntrySizes = true;
  if (options.strictFileNames == null) options.strictFileNames = false;
  if (callback == null) callback = defaultCallback;
  if (typeof totalSize !== "number") throw new Error("expected totalSize parameter to be a number");
  if (totalSize > Number.MAX_SAFE_INTEGER) {
    throw new Error("zip file too large. only file sizes up to 2^52 are supported due to JavaScript's Number type being an IEEE 754 double.");
  }

  // the matching unref() call is in zipfile.close()
  reader.ref();

  // eocdr means End of Central Directory Record.
  // search backwards for the eocdr signature.
  // the last field of the eocdr is a variable-length comment.
  // the comment size is encoded in a 2-byte field in the eocdr, which we can't find without trudging backwards through the comment to find it.
  // as a consequence of this design decision, it's possible to have ambiguous zip file metadata if a coherent eocdr was in the comment.
  // we search backwards for a eocdr signature, and hope that whoever made the zip file was smart enough to forbid the eocdr signature in the comment.
  var eocdrWithoutCommentSize = 22;
  var zip64EocdlSize = 20; // Zip64 end of central directory locator
  var maxCommentSize = 0xffff; // 2-byte size
  var bufferSize = Math.min(zip64EocdlSize + eocdrWithoutCommentSize + maxCommentSize, totalSize);
  var buffer = newBuffer(bufferSize);
  var bufferReadStart = totalSize - buffer.length;
  readAndAssertNoEof(reader, buffer, 0, bufferSize, bufferReadStart, function(err) {
    if (err) return callback(err);
    for (var i = bufferSize - eocdrWithoutCommentSize; i >= 0; i -= 1) {
      if (buffer.readUInt32LE(i) !== 0x06054b50) continue;
      // found eocdr
      var eocdrBuffer = buffer.subarray(i);

      // 0 - End of central directory signature = 0x06054b50
      // 4 - Number of this disk
      var diskNumber = eocdrBuffer.readUInt16LE(4);
      // 6 - Disk where central directory starts
      // 8 - Number of central directory records on this disk
      // 10 - Total number of central directory records
      var entryCount = eocdrBuffer.readUInt16LE(10);
      // 12 - Size of central directory (bytes)
      // 16 - Offset of start of central directory, relative to start of archive
      var centralDirectoryOffset = eocdrBuffer.readUInt32LE(16);
      // 20 - Comment length
      var commentLength = eocdrBuffer.readUInt16LE(20);
      var expectedCommentLength = eocdrBuffer.length - eocdrWithoutCommentSize;
      if (commentLength !== expectedCommentLength) {
        return callback(new Error("Invalid comment length. Expected: " + expectedCommentLength + ". Found: " + commentLength + ". Are there extra bytes at the end of the file? Or is the end of central dir signature `PK☺☻` in the comment?"));
      }
      // 22 - Comment
      // the encoding is always cp437.
      var comment = decodeStrings ? decodeBuffer(eocdrBuffer.subarray(22), false)
                                  : eocdrBuffer.subarray(22);

      // Look for a Zip64 end of central directory locator
      if (i - zip64EocdlSize >= 0 && buffer.readUInt32LE(i - zip64EocdlSize) === 0x07064b50) {
        // ZIP64 format
        var zip64EocdlBuffer = buffer.subarray(i - zip64EocdlSize, i - zip64EocdlSize + zip64EocdlSize);
        // 0 - zip64 end of central dir locator signature = 0x07064b50
        // 4 - number of the disk with the start of the zip64 end of central directory
        // 8 - relative offset of the zip64 end of central directory record
        var zip64EocdrOffset = readUInt64LE(zip64EocdlBuffer, 8);
        // 16 - total number of disks

        // ZIP64 end of central directory record
        var zip64EocdrBuffer = newBuffer(56);
        return readAndAssertNoEof(reader, zip64EocdrBuffer, 0, zip64EocdrBuffer.length, zip64EocdrOffset, function(err) {
          if (err) return callback(err);

          // 0 - zip64 end of central dir signature                           4 bytes  (0x06064b50)
          if (zip64EocdrBuffer.readUInt32LE(0) !== 0x06064b50) {
            return callback(new Error("invalid zip64 end of central directory record signature"));
          }
          // 4 - size of zip64 end of central directory record                8 bytes
          // 12 - version made by                                             2 bytes
          // 14 - version needed to extract                                   2 bytes
          // 16 - number of this disk                                         4 bytes
          diskNumber = zip64EocdrBuffer.readUInt32LE(16);
          if (diskNumber !== 0) {
            // Check this only after zip64 overrides. See #118.
            return callback(new Error("multi-disk zip files are not supported: found disk number: " + diskNumber));
          }
          // 20 - number of the disk with the start of the central directory  4 bytes
          // 24 - total number of entries in the central directory on this disk         8 bytes
          // 32 - total number of entries in the central directory            8 bytes
          entryCount = readUInt64LE(zip64EocdrBuffer, 32);
          // 40 - size of the central directory                               8 bytes
          // 48 - offset of start of central directory with respect to the starting disk number     8 bytes
          centralDirectoryOffset = readUInt64LE(zip64EocdrBuffer, 48);
          // 56 - zip64 extensible data sector                                (variable size)
          return callback(null, new ZipFile(reader, centralDirectoryOffset, totalSize, entryCount, comment, options.autoClose, options.lazyEntries, decodeStrings, options.validateEntrySizes, options.strictFileNames));
        });
      }

      // Not ZIP64 format
      if (diskNumber !== 0) {
        return callback(new Error("multi-disk zip files are not supported: found disk number: " + diskNumber));
      }
      return callback(null, new ZipFile(reader, centralDirectoryOffset, totalSize, entryCount, comment, options.autoClose, options.lazyEntries, decodeStrings, options.validateEntrySizes, options.strictFileNames));

    }

    // Not a zip file.
    callback(new Error("End of central directory record signature not found. Either not a zip file, or file is truncated."));
  });
}

util.inherits(ZipFile, EventEmitter);
function ZipFile(reader, centralDirectoryOffset, fileSize, entryCount, comment, autoClose, lazyEntries, decodeStrings, validateEntrySizes, strictFileNames) {
  var self = this;
  EventEmitter.call(self);
  self.reader = reader;
  // forward close events
  self.reader.on("error", function(err) {
    // error closing the fd
    emitError(self, err);
  });
  self.reader.once("close", function() {
    self.emit("close");
  });
  self.readEntryCursor = centralDirectoryOffset;
  self.fileSize = fileSize;
  self.entryCount = entryCount;
  self.comment = comment;
  self.entriesRead = 0;
  self.autoClose = !!autoClose;
  self.lazyEntries = !!lazyEntries;
  self.decodeStrings = !!decodeStrings;
  self.validateEntrySizes = !!validateEntrySizes;
  self.strictFileNames = !!strictFileNames;
  self.isOpen = true;
  self.emittedError = false;
  self.hasEachEntryBeenCalled = false;

  if (!self.lazyEntries) self._readEntry();
}
ZipFile.prototype.close = function() {
  if (!this.isOpen) return;
  this.isOpen = false;
  this.reader.unref();
};

function emitErrorAndAutoClose(self, err) {
  if (self.autoClose) self.close();
  emitError(self, err);
}
function emitError(self, err) {
  if (self.emittedError) return;
  self.emittedError = true;
  self.emit("error", err);
}

ZipFile.prototype.readEntry = function() {
  if (!this.lazyEntries) throw new Error("readEntry() called without lazyEntries:true");
  this._readEntry();
};
ZipFile.prototype._readEntry = function() {
  var self = this;
  if (self.entryCount === self.entriesRead) {
    // done with metadata
    setImmediate(function() {
      if (self.autoClose) self.close();
      if (self.emittedError) return;
      self.emit("end");
    });
    return;
  }
  if (self.emittedError) return;
  var buffer = newBuffer(46);
  readAndAssertNoEof(self.reader, buffer, 0, buffer.length, self.readEntryCursor, function(err) {
    if (err) return emitErrorAndAutoClose(self, err);
    if (self.emittedError) return;
    var entry = new Entry();
    // 0 - Central directory file header signature
    var signature = buffer.readUInt32LE(0);
    if (signature !== 0x02014b50) return emitErrorAndAutoClose(self, new Error("invalid central directory file header signature: 0x" + signature.toString(16)));
    // 4 - Version made by
    entry.versionMadeBy = buffer.readUInt16LE(4);
    // 6 - Version needed to extract (minimum)
    entry.versionNeededToExtract = buffer.readUInt16LE(6);
    // 8 - General purpose bit flag
    entry.generalPurposeBitFlag = buffer.readUInt16LE(8);
    // 10 - Compression method
    entry.compressionMethod = buffer.readUInt16LE(10);
    // 12 - File last modification time
    entry.lastModFileTime = buffer.readUInt16LE(12);
    // 14 - File last modification date
    entry.lastModFileDate = buffer.readUInt16LE(14);
    // 16 - CRC-32
    entry.crc32 = buffer.readUInt32LE(16);
    // 20 - Compressed size
    entry.compressedSize = buffer.readUInt32LE(20);
    // 24 - Uncompressed size
    entry.uncompressedSize = buffer.readUInt32LE(24);
    // 28 - File name length (n)
    entry.fileNameLength = buffer.readUInt16LE(28);
    // 30 - Extra field length (m)
    entry.extraFieldLength = buffer.readUInt16LE(30);
    // 32 - File comment length (k)
    entry.fileCommentLength = buffer.readUInt16LE(32);
    // 34 - Disk number where file starts
    // 36 - Internal file attributes
    entry.internalFileAttributes = buffer.readUInt16LE(36);
    // 38 - External file attributes
    entry.externalFileAttributes = buffer.readUInt32LE(38);
    // 42 - Relative offset of local file header
    entry.relativeOffsetOfLocalHeader = buffer.readUInt32LE(42);

    if (entry.generalPurposeBitFlag & 0x40) return emitErrorAndAutoClose(self, new Error("strong encryption is not supported"));

    self.readEntryCursor += 46;

    buffer = newBuffer(entry.fileNameLength + entry.extraFieldLength + entry.fileCommentLength);
    readAndAssertNoEof(self.reader, buffer, 0, buffer.length, self.readEntryCursor, function(err) {
      if (err) return emitErrorAndAutoClose(self, err);
      if (self.emittedError) return;
      // 46 - File name
      entry.fileNameRaw = buffer.subarray(0, entry.fileNameLength);
      // 46+n - Extra field
      var fileCommentStart = entry.fileNameLength + entry.extraFieldLength;
      entry.extraFieldRaw = buffer.subarray(entry.fileNameLength, fileCommentStart);
      // 46+n+m - File comment
      entry.fileCommentRaw = buffer.subarray(fileCommentStart, fileCommentStart + entry.fileCommentLength);

      // Parse the extra fields, which we need for processing other fields.
      try {
        entry.extraFields = parseExtraFields(entry.extraFieldRaw);
      } catch (err) {
        return emitErrorAndAutoClose(self, err);
      }

      // Interpret strings according to bit flags, extra fields, and options.
      if (self.decodeStrings) {
        var isUtf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
        entry.fileComment = decodeBuffer(entry.fileCommentRaw, isUtf8);
        entry.fileName = getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, self.strictFileNames);
        var errorMessage = validateFileName(entry.fileName);
        if (errorMessage != null) return emitErrorAndAutoClose(self, new Error(errorMessage));
      } else {
        entry.fileComment = entry.fileCommentRaw;
        entry.fileName = entry.fileNameRaw;
      }
      // Maintain API compatibility. See https://github.com/thejoshwolfe/yauzl/issues/47
      entry.comment = entry.fileComment;

      self.readEntryCursor += buffer.length;
      self.entriesRead += 1;

      // Check for the Zip64 Extended Information Extra Field.
      for (var i = 0; i < entry.extraFields.length; i++) {
        var extraField = entry.extraFields[i];
        if (extraField.id !== 0x0001) continue;
        // Found it.

        var zip64EiefBuffer = extraField.data;
        var index = 0;
        // 0 - Original Size          8 bytes
        if (entry.uncompressedSize === 0xffffffff) {
          if (index + 8 > zip64EiefBuffer.length) {
            return emitErrorAndAutoClose(self, new Error("zip64 extended information extra field does not include uncompressed size"));
          }
          entry.uncompressedSize = readUInt64LE(zip64EiefBuffer, index);
          index += 8;
        }
        // 8 - Compressed Size        8 bytes
        if (entry.compressedSize === 0xffffffff) {
          if (index + 8 > zip64EiefBuffer.length) {
            return emitErrorAndAutoClose(self, new Error("zip64 extended information extra field does not include compressed size"));
          }
          entry.compressedSize = readUInt64LE(zip64EiefBuffer, index);
          index += 8;
        }
        // 16 - Relative Header Offset 8 bytes
        if (entry.relativeOffsetOfLocalHeader === 0xffffffff) {
          if (index + 8 > zip64EiefBuffer.length) {
            return emitErrorAndAutoClose(self, new Error("zip64 extended information extra field does not include relative header offset"));
          }
          entry.relativeOffsetOfLocalHeader = readUInt64LE(zip64EiefBuffer, index);
          index += 8;
        }
        // 24 - Disk Start Number      4 bytes

        break;
      }

      // validate file size
      if (self.validateEntrySizes && entry.compressionMethod === 0) {
        var expectedCompressedSize = entry.uncompressedSize;
        if (entry.isEncrypted()) {
          // traditional encryption prefixes the file data with a header
          expectedCompressedSize += 12;
        }
        if (entry.compressedSize !== expectedCompressedSize) {
          var msg = "compressed/uncompressed size mismatch for stored file: " + entry.compressedSize + " != " + entry.uncompressedSize;
          return emitErrorAndAutoClose(self, new Error(msg));
        }
      }

      self.emit("entry", entry);

      if (!self.lazyEntries) self._readEntry();
    });
  });
};

ZipFile.prototype.eachEntry = function() {
  const self = this;
  if (!self.lazyEntries) throw new Error("eachEntry() requires lazyEntries: true");
  if (self.hasEachEntryBeenCalled) throw new Error("eachEntry() must only be called once per ZipFile");
  self.hasEachEntryBeenCalled = true;

  let pendingResolveReject = null;
  self.on("entry", onEntry);
  self.on("end", onEnd);
  self.on("error", onError);
  function cleanup() {
    self.removeListener("entry", onEntry);
    self.removeListener("end", onEnd);
    self.removeListener("error", onError);
    if (self.autoClose) self.close();
  }

  function onEntry(entry) {
    let {resolve} = pendingResolveReject;
    pendingResolveReject = null;
    resolve({value: entry});
  }
  function onEnd() {
    let {resolve} = pendingResolveReject;
    pendingResolveReject = null;
    cleanup();
    resolve({done: true});
  }
  function onError(err) {
    let {reject} = pendingResolveReject;
    pendingResolveReject = null;
    cleanup();
    reject(err);
  }

  return {
    [Symbol.asyncIterator]() {
      // Called once by `for await...of`.
      return this;
    },
    next() {
      // Called on each iteration in a `for await...of`.
      const promise = new Promise((resolve, reject) => {
        if (pendingResolveReject != null) throw new Error("next() called before previous Promise was resolved.");
        pendingResolveReject = {resolve, reject};
      });
      self.readEntry();
      return promise;
    },
    return(value) {
      // Called when breaking, returning, throwing out of a `for await...of`.
      cleanup();
      return Promise.resolve({done: true, value});
    },
    throw(value) {
      // Almost never called. Something about `yield*` maybe?
      cleanup();
      return Promise.reject(value);
    },
  };
};

ZipFile.prototype.openReadStream = function(entry, options, callback) {
  var self = this;
  // parameter validation
  var relativeStart = 0;
  var relativeEnd = entry.compressedSize;
  if (callback == null) {
    callback = options;
    options = null;
  }
  if (options == null) {
    options = {};
  } else {
    if (options.decodeFileData === false) {
      // new, simple option
      if (options.decrypt != null) {
        throw new Error("cannot use options.decrypt when options.decodeFileData === false");
      }
      if (options.decompress != null) {
        throw new Error("cannot use options.decompress when options.decodeFileData === false");
      }
      // start and end are allowed
    } else {
      // old, complicated options
      if (options.decrypt != null) {
        if (!entry.isEncrypted()) {
          throw new Error("options.decrypt can only be specified for encrypted entries. See also option decodeFileData.");
        }
        if (options.decrypt !== false) throw new Error("invalid options.decrypt value: " + options.decrypt);
        if (entry.isCompressed()) {
          if (options.decompress !== false) throw new Error("entry is encrypted and compressed, and options.decompress !== false. See also option decodeFileData.");
        }
      }
      if (options.decompress != null) {
        if (!entry.isCompressed()) {
          throw new Error("options.decompress can only be specified for compressed entries. See also option decodeFileData.");
        }
        if (!(options.decompress === false || options.decompress === true)) {
          throw new Error("invalid options.decompress value: " + options.decompress);
        }
        decompress = options.decompress;
      }
    }
    if (options.start != null) {
      relativeStart = options.start;
      if (relativeStart < 0) throw new Error("options.start < 0");
      if (relativeStart > entry.compressedSize) throw new Error("options.start > entry.compressedSize");
    }
    if (options.end != null) {
      relativeEnd = options.end;
      if (relativeEnd < 0) throw new Error("options.end < 0");
      if (relativeEnd > entry.compressedSize) throw new Error("options.end > entry.compressedSize");
      if (relativeEnd < relativeStart) throw new Error("options.end < options.start");
    }
  }
  var rawMode = (
    options.decodeFileData === false || // Explicitly requested raw.
    (
      (entry.compressionMethod === 0 || // Naturally without compression.
        (entry.compressionMethod === 8 && options.decompress === false) // Deprecated compression bypass option.
      ) &&
      (!entry.isEncrypted() || // Naturally without encryption.
        options.decrypt === false // Deprecated encryption bypass option.
      )
    )
  );
  if (options.start != null || options.end != null) {
    // Ensure slicing deals with raw data.
    if (!rawMode) throw new Error("start/end range require options.decodeFileData === false for non-trivial encoded entries.");
  }

  // any further errors can either be caused by the zipfile,
  // or were introduced in a minor version of yauzl,
  // so should be passed to the client rather than thrown.
  if (!self.isOpen) return callback(new Error("closed"));
  if (entry.isEncrypted() && !rawMode) {
    if (options.decrypt !== false) return callback(new Error("entry is encrypted, and options.decodeFileData !== false"));
  }
  var decompress;
  if (rawMode) {
    decompress = false;
  } else if (entry.compressionMethod === 8) {
    // 8 - The file is Deflated
    decompress = options.decodeFileData !== true;
  } else {
    return callback(new Error("unsupported compression method: " + entry.compressionMethod));
  }

  self.readLocalFileHeader(entry, {minimal: true}, function(err, localFileHeader) {
    if (err) return callback(err);
    self.openReadStreamLowLevel(
      localFileHeader.fileDataStart, entry.compressedSize,
      relativeStart, relativeEnd,
      decompress, entry.uncompressedSize,
      callback);
  });
};

ZipFile.prototype.openReadStreamLowLevel = function(fileDataStart, compressedSize, relativeStart, relativeEnd, decompress, uncompressedSize, callback) {
  var self = this;

  var fileDataEnd = fileDataStart + compressedSize;
  var readStream = self.reader.createReadStream({
    start: fileDataStart + relativeStart,
    end: fileDataStart + relativeEnd,
  });
  var endpointStream = readStream;
  if (decompress) {
    var destroyed = false;
    var inflateFilter = zlib.createInflateRaw();
    readStream.on("error", function(err) {
      // setImmediate here because errors can be emitted during the first call to pipe()
      setImmediate(function() {
        if (!destroyed) inflateFilter.emit("error", err);
      });
    });
    readStream.pipe(inflateFilter);

    if (self.validateEntrySizes) {
      endpointStream = new AssertByteCountStream(uncompressedSize);
      inflateFilter.on("error", function(err) {
        // forward zlib errors to the client-visible stream
        setImmediate(function() {
          if (!destroyed) endpointStream.emit("error", err);
        });
      });
      inflateFilter.pipe(endpointStream);
    } else {
      // the zlib filter is the client-visible stream
      endpointStream = inflateFilter;
    }
    // this is part of yauzl's API, so implement this function on the client-visible stream
    installDestroyFn(endpointStream, function() {
      destroyed = true;
      if (inflateFilter !== endpointStream) inflateFilter.unpipe(endpointStream);
      readStream.unpipe(inflateFilter);
      // TODO: the inflateFilter may cause a memory leak. see Issue #27.
      readStream.destroy();
    });
  }
  callback(null, endpointStream);
};

ZipFile.prototype.readLocalFileHeader = function(entry, options, callback) {
  var self = this;
  if (callback == null) {
    callback = options;
    options = null;
  }
  if (options == null) options = {};

  self.reader.ref();
  var buffer = newBuffer(30);
  readAndAssertNoEof(self.reader, buffer, 0, buffer.length, entry.relativeOffsetOfLocalHeader, function(err) {
    try {
      if (err) return callback(err);
      // 0 - Local file header signature = 0x04034b50
      var signature = buffer.readUInt32LE(0);
      if (signature !== 0x04034b50) {
        return callback(new Error("invalid local file header signature: 0x" + signature.toString(16)));
      }

      var fileNameLength = buffer.readUInt16LE(26);
      var extraFieldLength = buffer.readUInt16LE(28);
      var fileDataStart = entry.relativeOffsetOfLocalHeader + 30 + fileNameLength + extraFieldLength;
      // We now have enough information to do this bounds check.
      if (fileDataStart + entry.compressedSize > self.fileSize) {
        return callback(new Error("file data overflows file bounds: " +
            fileDataStart + " + " + entry.compressedSize + " > " + self.fileSize));
      }

      if (options.minimal) {
        return callback(null, {fileDataStart: fileDataStart});
      }

      var localFileHeader = new LocalFileHeader();
      localFileHeader.fileDataStart = fileDataStart;

      // 4 - Version needed to extract (minimum)
      localFileHeader.versionNeededToExtract = buffer.readUInt16LE(4);
      // 6 - General purpose bit flag
      localFileHeader.generalPurposeBitFlag = buffer.readUInt16LE(6);
      // 8 - Compression method
      localFileHeader.compressionMethod = buffer.readUInt16LE(8);
      // 10 - File last modification time
      localFileHeader.lastModFileTime = buffer.readUInt16LE(10);
      // 12 - File last modification date
      localFileHeader.lastModFileDate = buffer.readUInt16LE(12);
      // 14 - CRC-32
      localFileHeader.crc32 = buffer.readUInt32LE(14);
      // 18 - Compressed size
      localFileHeader.compressedSize = buffer.readUInt32LE(18);
      // 22 - Uncompressed size
      localFileHeader.uncompressedSize = buffer.readUInt32LE(22);
      // 26 - File name length (n)
      localFileHeader.fileNameLength = fileNameLength;
      // 28 - Extra field length (m)
      localFileHeader.extraFieldLength = extraFieldLength;
      // 30 - File name
      // 30+n - Extra field

      buffer = newBuffer(fileNameLength + extraFieldLength);
      self.reader.ref();
      readAndAssertNoEof(self.reader, buffer, 0, buffer.length, entry.relativeOffsetOfLocalHeader + 30, function(err) {
        try {
          if (err) return callback(err);
          localFileHeader.fileName = buffer.subarray(0, fileNameLength);
          localFileHeader.extraField = buffer.subarray(fileNameLength);
          return callback(null, localFileHeader);
        } finally {
          self.reader.unref();
        }
      });
    } finally {
      self.reader.unref();
    }
  });
};

ZipFile.prototype.openReadStreamPromise = function(entry, options) {
  return new Promise((resolve, reject) => {
    this.openReadStream(entry, options, function(err, readStream) {
      if (err) return reject(err);
      resolve(readStream);
    });
  });
};
ZipFile.prototype.openReadStreamLowLevelPromise = function(fileDataStart, compressedSize, relativeStart, relativeEnd, decompress, uncompressedSize) {
  return new Promise((resolve, reject) => {
    this.openReadStream(fileDataStart, compressedSize, relativeStart, relativeEnd, decompress, uncompressedSize, function(err, readStream) {
      if (err) return reject(err);
      resolve(readStream);
    });
  });
};
ZipFile.prototype.readLocalFileHeaderPromise = function(entry, options) {
  return new Promise((resolve, reject) => {
    this.readLocalFileHeader(entry, options, function(err, localFileHeader) {
      if (err) return reject(err);
      resolve(localFileHeader);
    });
  });
};

function Entry() {
}
Entry.prototype.getLastModDate = function(options) {
  if (options == null) options = {};

  if (!options.forceDosFormat) {
    // Check extended fields.
    for (var i = 0; i < this.extraFields.length; i++) {
      var extraField = this.extraFields[i];
      if (extraField.id === 0x5455) {
        // Info-ZIP "universal timestamp" extended field (`0x5455` aka `"UT"`).
        // See the Info-ZIP source code unix/unix.c:set_extra_field() and zipfile.c:ef_scan_ut_time().
        var data = extraField.data;
        if (data.length < 5) continue; // Too short.
        // The flags define which of the three fields are present: mtime, atime, ctime.
        // We only care about mtime.
        // Also, ctime is never included in practice.
        // And also, atime is only included in the local file header for some reason
        // despite the flags lying about its inclusion in the central header.
        var flags = data[0];
        var HAS_MTIME = 1;
        if (!(flags & HAS_MTIME)) continue; // This will realistically never happen.
        // Although the positions of all of the fields shift around depending on the presence of other fields,
        // mtime is always first if present, and that's the only one we care about.
        var posixTimestamp = data.readInt32LE(1);
        return new Date(posixTimestamp * 1000);
      } else if (extraField.id === 0x000a) {
        var data = extraField.data;
        if (data.length !== 32) continue; // The length is always the same.
        // 4 bytes reserved
        // 2 bytes Tag
        if (data.readUInt16LE(4) !== 1) continue; // Tag1 is actually the only defined Tag.
        // 2 bytes Size
        if (data.readUInt16LE(6) !== 24) continue; // Size is always 24.
        // 8 bytes Mtime
        var hundredNanoSecondsSince1601 = data.readUInt32LE(8) + 4294967296 * data.readInt32LE(12);
        // Convert from NTFS to POSIX milliseconds.
        // The big number below is the milliseconds between year 1601 and year 1970
        // (i.e. the negative POSIX timestamp of 1601-01-01 00:00:00Z)
        var millisecondsSince1970 = hundredNanoSecondsSince1601 / 10000 - 11644473600000;
        // Note on numeric precision: JavaScript Number objects lose precision above Number.MAX_SAFE_INTEGER,
        // and NTFS timestamps are typically much bigger than that limit.
        // (MAX_SAFE_INTEGER would represent 1629-07-17T23:58:45.475Z.)
        // However, we're losing precision in the conversion from 100nanosecond units to millisecond units anyway,
        // and the time at which we also lose 1-millisecond precision is year 275760, the JavaScript Date limit (by design).
        // Up through the year 2057, this conversion only drops 4 bits of precision,
        // which is well under the 13-14 bits ratio between the milliseconds and 100nanoseconds.
        return new Date(millisecondsSince1970);
      }
    }
  }

  // Fallback to non-extended encoding.
  return dosDateTimeToDate(this.lastModFileDate, this.lastModFileTime, options.timezone);
};

Entry.prototype.canDecodeFileData = function() {
  return (
    !this.isEncrypted() &&
    (this.compressionMethod === 0 || this.compressionMethod === 8)
  );
};
Entry.prototype.isEncrypted = function() {
  return (this.generalPurposeBitFlag & 0x1) !== 0;
};
Entry.prototype.isCompressed = function() {
  return this.compressionMethod === 8;
};

function LocalFileHeader() {
}

function dosDateTimeToDate(date, time, timezone) {
  var day = date & 0x1f; // 1-31
  var month = (date >> 5 & 0xf) - 1; // 1-12, 0-11
  var year = (date >> 9 & 0x7f) + 1980; // 0-128, 1980-2108

  var millisecond = 0;
  var second = (time & 0x1f) * 2; // 0-29, 0-58 (even numbers)
  var minute = time >> 5 & 0x3f; // 0-59
  var hour = time >> 11 & 0x1f; // 0-23

  if (timezone == null || timezone === "local") {
    return new Date(year, month, day, hour, minute, second, millisecond);
  } else if (timezone === "UTC") {
    return new Date(Date.UTC(year, month, day, hour, minute, second, millisecond));
  } else {
    throw new Error("unrecognized options.timezone: " + options.timezone);
  }
}

function getFileNameLowLevel(generalPurposeBitFlag, fileNameBuffer, extraFields, strictFileNames) {
  var fileName = null;

  // check for Info-ZIP Unicode Path Extra Field (0x7075)
  // see https://github.com/thejoshwolfe/yauzl/issues/33
  for (var i = 0; i < extraFields.length; i++) {
    var extraField = extraFields[i];
    if (extraField.id === 0x7075) {
      if (extraField.data.length < 6) {
        // too short to be meaningful
        continue;
      }
      // Version       1 byte      version of this extra field, currently 1
      if (extraField.data.readUInt8(0) !== 1) {
        // > Changes may not be backward compatible so this extra
        // > field should not be used if the version is not recognized.
        continue;
      }
      // NameCRC32     4 bytes     File Name Field CRC32 Checksum
      var oldNameCrc32 = extraField.data.readUInt32LE(1);
      if (crc32(fileNameBuffer) !== oldNameCrc32) {
        // > If the CRC check fails, this UTF-8 Path Extra Field should be
        // > ignored and the File Name field in the header should be used instead.
        continue;
      }
      // UnicodeName   Variable    UTF-8 version of the entry File Name
      fileName = decodeBuffer(extraField.data.subarray(5), true);
      break;
    }
  }

  if (fileName == null) {
    // The typical case.
    var isUtf8 = (generalPurposeBitFlag & 0x800) !== 0;
    fileName = decodeBuffer(fileNameBuffer, isUtf8);
  }

  if (!strictFileNames) {
    // Allow backslash.
    fileName = fileName.replace(/\\/g, "/");
  }
  return fileName;
}

function validateFileName(fileName) {
  if (fileName.indexOf("\\") !== -1) {
    return "invalid characters in fileName: " + fileName;
  }
  if (/^[a-zA-Z]:/.test(fileName) || /^\//.test(fileName)) {
    return "absolute path: " + fileName;
  }
  if (fileName.split("/").indexOf("..") !== -1) {
    return "invalid relative path: " + fileName;
  }
  // all good
  return null;
}

function parseExtraFields(extraFieldBuffer) {
  var extraFields = [];
  var i = 0;
  while (i < extraFieldBuffer.length - 3) {
    var headerId = extraFieldBuffer.readUInt16LE(i + 0);
    var dataSize = extraFieldBuffer.readUInt16LE(i + 2);
    var dataStart = i + 4;
    var dataEnd = dataStart + dataSize;
    if (dataEnd > extraFieldBuffer.length) throw new Error("extra field length exceeds extra field buffer size");
    var dataBuffer = extraFieldBuffer.subarray(dataStart, dataEnd);
    extraFields.push({
      id: headerId,
      data: dataBuffer,
    });
    i = dataEnd;
  }
  return extraFields;
}

function readAndAssertNoEof(reader, buffer, offset, length, position, callback) {
  if (length === 0) {
    // fs.read will throw an out-of-bounds error if you try to read 0 bytes from a 0 byte file
    return setImmediate(function() { callback(null, newBuffer(0)); });
  }
  reader.read(buffer, offset, length, position, function(err, bytesRead) {
    if (err) return callback(err);
    if (bytesRead < length) {
      return callback(new Error("unexpected EOF"));
    }
    callback();
  });
}

util.inherits(AssertByteCountStream, Transform);
function AssertByteCountStream(byteCount) {
  Transform.call(this);
  this.actualByteCount = 0;
  this.expectedByteCount = byteCount;
}
AssertByteCountStream.prototype._transform = function(chunk, encoding, cb) {
  this.actualByteCount += chunk.length;
  if (this.actualByteCount > this.expectedByteCount) {
    var msg = "too many bytes in the stream. expected " + this.expectedByteCount + ". got at least " + this.actualByteCount;
    return cb(new Error(msg));
  }
  cb(null, chunk);
};
AssertByteCountStream.prototype._flush = function(cb) {
  if (this.actualByteCount < this.expectedByteCount) {
    var msg = "not enough bytes in the stream. expected " + this.expectedByteCount + ". got only " + this.actualByteCount;
    return cb(new Error(msg));
  }
  cb();
};

util.inherits(RandomAccessReader, EventEmitter);
function RandomAccessReader() {
  EventEmitter.call(this);
  this.refCount = 0;
}
RandomAccessReader.prototype.ref = function() {
  this.refCount += 1;
};
RandomAccessReader.prototype.unref = function() {
  var self = this;
  self.refCount -= 1;

  if (self.refCount > 0) return;
  if (self.refCount < 0) throw new Error("invalid unref");

  self.close(onCloseDone);

  function onCloseDone(err) {
    if (err) return self.emit('error', err);
    self.emit('close');
  }
};
RandomAccessReader.prototype.createReadStream = function(options) {
  if (options == null) options = {};
  var start = options.start;
  var end = options.end;
  if (start === end) {
    var emptyStream = new PassThrough();
    setImmediate(function() {
      emptyStream.end();
    });
    return emptyStream;
  }
  var stream = this._readStreamForRange(start, end);

  var destroyed = false;
  var refUnrefFilter = new RefUnrefFilter(this);
  stream.on("error", function(err) {
    setImmediate(function() {
      if (!destroyed) refUnrefFilter.emit("error", err);
    });
  });
  installDestroyFn(refUnrefFilter, function() {
    stream.unpipe(refUnrefFilter);
    refUnrefFilter.unref();
    stream.destroy();
  });

  var byteCounter = new AssertByteCountStream(end - start);
  refUnrefFilter.on("error", function(err) {
    setImmediate(function() {
      if (!destroyed) byteCounter.emit("error", err);
    });
  });
  installDestroyFn(byteCounter, function() {
    destroyed = true;
    refUnrefFilter.unpipe(byteCounter);
    refUnrefFilter.destroy();
  });

  return stream.pipe(refUnrefFilter).pipe(byteCounter);
};
RandomAccessReader.prototype._readStreamForRange = function(start, end) {
  throw new Error("not implemented");
};
RandomAccessReader.prototype.read = function(buffer, offset, length, position, callback) {
  var readStream = this.createReadStream({start: position, end: position + length});
  var writeStream = new Writable();
  var written = 0;
  writeStream._write = function(chunk, encoding, cb) {
    chunk.copy(buffer, offset + written, 0, chunk.length);
    written += chunk.length;
    cb();
  };
  writeStream.on("finish", callback);
  readStream.on("error", function(error) {
    callback(error);
  });
  readStream.pipe(writeStream);
};
RandomAccessReader.prototype.close = function(callback) {
  setImmediate(callback);
};

util.inherits(RefUnrefFilter, PassThrough);
function RefUnrefFilter(context) {
  PassThrough.call(this);
  this.context = context;
  this.context.ref();
  this.unreffedYet = false;
}
RefUnrefFilter.prototype._flush = function(cb) {
  this.unref();
  cb();
};
RefUnrefFilter.prototype.unref = function(cb) {
  if (this.unreffedYet) return;
  this.unreffedYet = true;
  this.context.unref();
};

var cp437 = '\u0000☺☻♥♦♣♠•◘○◙♂♀♪♫☼►◄↕‼¶§▬↨↑↓→←∟↔▲▼ !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~⌂ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■ ';
function decodeBuffer(buffer, isUtf8) {
  if (isUtf8) {
    return buffer.toString("utf8");
  } else {
    var result = "";
    for (var i = 0; i < buffer.length; i++) {
      result += cp437[buffer[i]];
    }
    return result;
  }
}

function readUInt64LE(buffer, offset) {
  // There is no native function for this, because we can't actually store 64-bit integers precisely.
  // after 53 bits, JavaScript's Number type (IEEE 754 double) can't store individual integers anymore.
  // but since 53 bits is a whole lot more than 32 bits, we do our best anyway.
  // As of 2020, Node has added support for BigInt, which obviates this whole function,
  // but yauzl hasn't been updated to depend on BigInt (yet?).
  var lower32 = buffer.readUInt32LE(offset);
  var upper32 = buffer.readUInt32LE(offset + 4);
  // we can't use bitshifting here, because JavaScript bitshifting only works on 32-bit integers.
  return upper32 * 0x100000000 + lower32;
  // as long as we're bounds checking the result of this function against the total file size,
  // we'll catch any overflow errors, because we already made sure the total file size was within reason.
}

// Node 10 deprecated new Buffer().
var newBuffer;
if (typeof Buffer.allocUnsafe === "function") {
  newBuffer = function(len) {
    return Buffer.allocUnsafe(len);
  };
} else {
  newBuffer = function(len) {
    return new Buffer(len);
  };
}

// Node 8 introduced a proper destroy() implementation on writable streams.
function installDestroyFn(stream, fn) {
  if (typeof stream.destroy === "function") {
    // New API.
    stream._destroy = function(err, cb) {
      fn();
      if (cb != null) cb(err);
    };
  } else {
    // Old API.
    stream.destroy = fn;
  }
}

function defaultCallback(err) {
  if (err) throw err;
}


/***/ }),

/***/ 7235:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _server_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(8965);
// `npm run sandbox`: runs the sandbox in the foreground until SIGINT or SIGTERM.


// bytebuffer (under app-info-parser) calls the deprecated Buffer(). Once bundled, Node no longer
// sees that this is a dependency's code and warns on the first APK; users cannot act on it.
process.noDeprecation = true;
const usage = `Usage: npm run sandbox -- [options]

A local emulator of the Pgyer API 2.0 and its upload storage, for demos and tests.

Options:
  --host <address>           interface to listen on (default 127.0.0.1)
  --port <number>            TCP port (default 0: any free port)
  --api-key <key>            the _api_key to accept (default: random)
  --user-key <key>           the userKey app/updateApp needs (default: random)
  --parse-delay-ms <ms>      how long a new upload answers 1246 (default 300)
  --publish-delay-ms <ms>    then how long it answers 1247 (default 1000)
  --data-dir <path>          where uploads are stored (default: a temporary directory)
  --help                     show this help
`;
const { values } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({
    options: {
        host: { type: 'string' },
        port: { type: 'string' },
        'api-key': { type: 'string' },
        'user-key': { type: 'string' },
        'parse-delay-ms': { type: 'string' },
        'publish-delay-ms': { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean' },
    },
    strict: true,
});
if (values.help === true) {
    process.stdout.write(usage);
}
else {
    const number = (text) => (text === undefined ? undefined : Number(text));
    const sandbox = await (0,_server_js__WEBPACK_IMPORTED_MODULE_1__/* .startSandbox */ .O)({
        host: values.host,
        port: number(values.port),
        apiKey: values['api-key'],
        userKey: values['user-key'],
        parseDelayMs: number(values['parse-delay-ms']),
        publishDelayMs: number(values['publish-delay-ms']),
        dataDir: values['data-dir'],
    });
    // Printing the keys is the point of this command: it is a local emulator whose keys are
    // generated for this run and are worthless anywhere else.
    process.stdout.write([
        `Pgyer sandbox listening on ${sandbox.url}`,
        `  api-url:  ${sandbox.url}`,
        `  api-key:  ${sandbox.apiKey}`,
        `  user-key: ${sandbox.userKey}`,
        `Try: curl -s -d _api_key=${sandbox.apiKey} ${sandbox.url}/apiv2/app/listMy`,
        'Press Ctrl+C to stop.',
        '',
    ].join('\n'));
    // close() is idempotent: a signal repeated by the npm wrapper stops the sandbox only once.
    const stop = () => {
        void sandbox.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop).on('SIGTERM', stop);
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 8965:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  O: () => (/* binding */ startSandbox)
});

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:http"
const external_node_http_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: ./src/api/error-codes.ts
/**
 * Meaning of every error code the service lists (api-v2 §7), keyed by code.
 * 1246 is added: the polling text names it for the same in-progress state as 1247 (api-v2 §3
 * rule 1); buildInfo's wording is shortened for 1216, 1246 and 1247.
 */
const ERROR_CODE_MEANINGS = {
    1001: '_api_key is empty',
    1002: '_api_key is wrong',
    1003: 'error while syncing user information to an external tracking system',
    1007: 'search term too short',
    1008: 'buildKey and appKey are both empty',
    1009: 'no information found for the app',
    1010: 'appKey is empty',
    1011: 'build id is empty',
    1012: 'user key is empty',
    1013: 'user not found',
    1014: 'app type is empty',
    1015: 'wrong file or app type',
    1016: 'invalid package name',
    1017: 'short link already used or not conforming to the rules',
    1018: 'number of apps exceeds the plan’s limit',
    1019: 'identity verification photos incomplete (front, back and hand-held required)',
    1020: 'user is forbidden to upload',
    1021: 'invalid file',
    1022: 'file too large',
    1023: 'build key is empty',
    1024: 'release scope exceeds the limit',
    1025: 'file upload failed',
    1026: 'invalid file, wrong file type',
    1027: 'app name length not conforming',
    1028: 'app identifier not found',
    1029: 'short link already used or not conforming',
    1030: 'number of enterprise-signed releases exceeds the plan’s maximum',
    1031: 'short link is empty',
    1032: 'short link invalid',
    1033: 'only own apps can be modified',
    1035: 'modified fields exceed the limit',
    1036: 'modified content is empty',
    1037: 'images must be uploaded as an array',
    1038: 'image data is empty',
    1039: 'at most 5 screenshots',
    1040: 'screenshot upload failed',
    1041: 'screenshot key is empty',
    1042: 'feedback content is empty',
    1043: 'feedback content too long, at most 200 characters',
    1044: 'error adding feedback',
    1045: 'invalid user key',
    1047: 'the app is paid, install it from a phone',
    1048: 'app expired',
    1049: 'app download count used up',
    1050: 'wrong password',
    1051: 'app violates rules',
    1052: 'app can be downloaded by verified users only',
    1053: 'download speed exceeds the limit',
    1054: 'today’s download count used up',
    1055: 'invalid api key',
    1056: 'open this link on iOS',
    1057: 'parameter error while syncing an expert-test enterprise-signed app',
    1058: 'error parsing the app',
    1059: 'deprecated method',
    1060: 'enter e-mail',
    1061: 'enter password',
    1062: 'username or password incorrect',
    1063: 'e-mail already exists',
    1064: 'enter username',
    1065: 'username longer than 15 characters',
    1066: 'enter name',
    1067: 'enter company',
    1068: 'enter occupation',
    1069: 'phone number already exists',
    1070: 'enter verification code',
    1071: 'verification code invalid',
    1072: 'e-mail does not exist',
    1073: 'enter correct account information',
    1075: 'app group key is empty',
    1076: 'app key incorrect',
    1079: 'recording upload failed',
    1080: 'feedback failed',
    1081: 'illegal request',
    1082: 'feedback key is empty',
    1083: 'feedback not found',
    1084: 'log information is empty',
    1085: 'system type incorrect',
    1086: 'crash id is empty',
    1087: 'crash information not found',
    1089: 'platform parameter is empty',
    1090: 'platform parameter must be windows or mac',
    1091: 'wrong version parameter',
    1092: 'version information not found',
    1093: 'no information found',
    1094: 'app group key incorrect',
    1095: 'app name too long',
    1096: 'wrong method',
    1097: 'signature error',
    1098: 'API requests reached the hourly limit',
    1099: 'updating the app failed',
    1100: 'app group information not found',
    1102: 'enter e-mail verification code',
    1103: 'entered verification code incorrect',
    1104: 'entered e-mail address invalid',
    1105: 'account already exists',
    1106: 'real name length must be less than 15',
    1107: 'fill in password',
    1108: 'fill in phone number correctly',
    1109: 'enter the 6-digit verification code',
    1110: 'registration failed',
    1111: 'enter account',
    1112: 'phone number bound to several accounts, log in with a password',
    1113: 'fill in e-mail address',
    1115: 'user does not exist',
    1116: 'phone number or password incorrect',
    1117: 'e-mail address or password incorrect',
    1118: 'enter phone number',
    1120: 'interval between sending text messages must exceed 30 seconds',
    1121: 'verification failed',
    1122: 'insufficient permission',
    1123: 'statistics type error',
    1124: 'authorization information failed',
    1125: 'bind an existing account',
    1126: 'e-mail unchanged',
    1127: 'e-mail address already exists',
    1128: 'insufficient permission, only own uploaded apps can be deleted',
    1129: 'account already bound to a messaging-app account, re-enter the account',
    1130: 'enter new password',
    1131: 'enter password again',
    1132: 'the two passwords differ',
    1133: 'JSCode is empty',
    1134: 'JSCode invalid',
    1135: 'qualification file not found',
    1136: 'deleting qualification file failed',
    1137: 'error uploading qualification file',
    1138: 'number of files exceeds the maximum',
    1139: 'only two files per type',
    1140: 'adding qualification file failed',
    1141: 'transaction type is empty',
    1142: 'the current version cannot be hidden',
    1143: 'encryptedData and iv must not be empty',
    1144: 'enter install start time and end time',
    1145: 'install end time must be later than start time',
    1148: 'upload front photo of identity document',
    1149: 'upload back photo of identity document',
    1150: 'upload hand-held photo of identity document',
    1151: 'company name is empty',
    1152: 'business license number is empty',
    1153: 'upload business license photo',
    1154: 'province is empty',
    1155: 'city is empty',
    1156: 'today’s automatic reviews used up',
    1157: 'automatic review failed',
    1158: 'image must not exceed 10M',
    1159: 'image must not be smaller than 15k',
    1160: 'image type incorrect',
    1161: 'fileType is empty',
    1162: 'name is empty',
    1163: 'description is empty',
    1164: 'appKeys is empty',
    1165: 'description text too long',
    1166: 'group name does not follow the rules',
    1167: 'a group needs at least two apps',
    1168: 'URL suffix is empty',
    1169: 'new and old numbers must differ',
    1170: 'wrong phone number',
    1171: 'real name is empty',
    1172: 'identity number is empty',
    1173: 'real name does not match',
    1174: 'identity number does not match',
    1175: 'release time is empty',
    1176: 'enter a correct release time',
    1177: 'getting application information failed',
    1178: 'application type is empty',
    1179: 'a blank app cannot be merged',
    1180: 'app already merged',
    1181: 'merge iOS apps',
    1182: 'merge Android apps',
    1183: 'must be own app',
    1184: 'cannot merge with itself',
    1185: 'icon already exists, no icon upload needed',
    1186: 'app not published',
    1187: 'please upgrade your version',
    1188: 'an error occurred',
    1189: 'file cannot be changed for now',
    1190: 'upload the online-culture license',
    1191: 'upload the ICP license',
    1192: 'upload the software copyright registration certificate',
    1193: 'upload the business license',
    1194: 'upload the financial license',
    1195: 'upload other certificates',
    1196: 'upload the relevant qualification files',
    1197: 'upload the information network audio-visual program license',
    1198: 're-upload the files that failed review',
    1199: 'number of related files does not match',
    1200: 'appeal reason must be 20 to 500 characters',
    1201: 'at most 5 appeal images',
    1202: 'cannot delete all downloadable versions; delete the app in settings instead',
    1203: 'cannot delete all displayed versions',
    1212: 'channel short link invalid, check it',
    1216: 'app publishing failed',
    1246: 'the package is being parsed',
    1247: 'app is being published',
};
/** Codes the core acts on, by name (api-v2 §3, §4.17, §7). */
const ErrorCode = {
    ApiKeyEmpty: 1001,
    ApiKeyWrong: 1002,
    ApiKeyInvalid: 1055,
    RateLimited: 1098,
    CannotDeleteAllDownloadable: 1202,
    CannotDeleteAllDisplayed: 1203,
    PublishFailed: 1216,
    Parsing: 1246,
    Publishing: 1247,
};
/** The meaning of `code` from api-v2 §7, or a generic phrase for a code the reference does not list. */
function describeErrorCode(code) {
    return ERROR_CODE_MEANINGS[code] ?? 'an error code the service reference does not list';
}

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
    return code === Codes.ok ? '' : describeErrorCode(code);
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

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:stream/promises"
const external_node_stream_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");
// EXTERNAL MODULE: ./node_modules/busboy/lib/index.js
var lib = __nccwpck_require__(680);
var lib_default = /*#__PURE__*/__nccwpck_require__.n(lib);
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/sandbox/random.ts

/** `bytes` random bytes as lowercase hex (2 characters per byte). */
function randomHex(bytes) {
    return (0,external_node_crypto_namespaceObject.randomBytes)(bytes).toString('hex');
}
/** `length` random lowercase ASCII letters, the shape of the service's generated short links. */
function randomLetters(length) {
    return Array.from({ length }, () => String.fromCharCode(97 + (0,external_node_crypto_namespaceObject.randomInt)(26))).join('');
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
            await Promise.all([...files.values()].map(({ path }) => (0,promises_namespaceObject.rm)(path, { force: true })));
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
            const path = (0,external_node_path_namespaceObject.join)(tempDir, randomHex(16));
            const file = { path, fileName: info.filename ?? '', size: 0 };
            form.files.set(name, file);
            stream.on('data', (chunk) => (file.size += chunk.length));
            writes.push((0,external_node_stream_promises_namespaceObject.pipeline)(stream, (0,external_node_fs_namespaceObject.createWriteStream)(path)));
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
    return left.length === right.length && (0,external_node_crypto_namespaceObject.timingSafeEqual)(left, right);
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
        const key = `${randomHex(16)}${(0,external_node_path_namespaceObject.extname)(screenshot.fileName).toLowerCase()}`;
        await (0,promises_namespaceObject.rename)(screenshot.path, (0,external_node_path_namespaceObject.join)(core.paths.screenshots, key));
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
        ...(filePath !== undefined && (0,external_node_path_namespaceObject.dirname)(filePath) === paths.builds ? [filePath] : []),
        ...screenshots.map((key) => (0,external_node_path_namespaceObject.join)(paths.screenshots, key)),
    ]);
    await Promise.all(owned.map((path) => (0,promises_namespaceObject.rm)(path, { force: true })));
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

;// CONCATENATED MODULE: external "node:stream/consumers"
const consumers_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/consumers");
// EXTERNAL MODULE: ./node_modules/yauzl/index.js
var yauzl = __nccwpck_require__(663);
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
        const { default: ApkParser } = await Promise.all(/* import() */[__nccwpck_require__.e(940), __nccwpck_require__.e(977)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 977, 23));
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
        const { default: IpaParser } = await Promise.all(/* import() */[__nccwpck_require__.e(940), __nccwpck_require__.e(831)]).then(__nccwpck_require__.t.bind(__nccwpck_require__, 6831, 23));
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
    const file = await (0,promises_namespaceObject.open)(path, 'r');
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
            return await (0,consumers_namespaceObject.buffer)(await zip.openReadStreamPromise(entry));
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
 * package is parsed, 1247 while it is published, 1216 when it could not be read.
 * A key that was issued but whose storage upload has not completed is unknown to the service's
 * build table, like any other key: 1093, so a client that skipped or lost the upload fails fast
 * instead of polling 1247 until its deadline.
 * @throws ServiceRefusal 1023 buildKey empty, 1093 unknown or deleted build, 1246, 1247, 1216.
 */
function buildInfo({ params, core }) {
    const key = params.required('buildKey', Codes.buildKeyEmpty);
    const build = core.state.builds.get(key);
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
    const platform = singleStepExtensions[(0,external_node_path_namespaceObject.extname)(file.fileName).toLowerCase()];
    if (platform === undefined)
        throw new ServiceRefusal(Codes.wrongType);
    const settings = parseUploadSettings(params);
    const info = await readPackage(file.path, platform).catch((error) => {
        throw error instanceof PackageError ? new ServiceRefusal(Codes.parseFailed) : error;
    });
    const key = randomHex(16);
    const filePath = (0,external_node_path_namespaceObject.join)(core.paths.builds, key);
    await (0,promises_namespaceObject.rename)(file.path, filePath);
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
        faults: options.faults ?? [],
    };
    const checks = [
        [
            Number.isInteger(resolved.port) && resolved.port >= 0 && resolved.port <= 65535,
            'port must be 0 to 65535',
        ],
        [isDuration(resolved.parseDelayMs), 'parseDelayMs must be a finite number >= 0'],
        [isDuration(resolved.publishDelayMs), 'publishDelayMs must be a finite number >= 0'],
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
    const hue = (0,external_node_crypto_namespaceObject.createHash)('sha256').update(app.key).digest().readUInt16BE(0) % 360;
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
const key = (0,external_node_crypto_namespaceObject.randomBytes)(32);
/** The token that stands for the install password of `app`. */
function accessToken(app) {
    return (0,external_node_crypto_namespaceObject.createHmac)('sha256', key)
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
function sendHtmlError(req, res, status) {
    req.resume();
    const title = `${status} ${external_node_http_namespaceObject.STATUS_CODES[status] ?? 'Error'}`;
    const body = `<html>\n<head><title>${escapeHtml(title)}</title></head>\n<body>\n<center><h1>${escapeHtml(title)}</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>\n`;
    sendBody(res, status, 'text/html; charset=utf-8', body);
}
/** The QR code (PNG) of the install page of `target`: it encodes that page's address. */
async function serveQrCode(res, core, target) {
    resolveTarget(core, target); // for its PageNotFound: no QR code of a page that does not exist
    const { toBuffer } = await __nccwpck_require__.e(/* import() */ 302).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1302, 19)); // lazily: not needed to start
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
    const type = packageTypes[(0,external_node_path_namespaceObject.extname)(build.fileName).toLowerCase()] ?? 'application/octet-stream';
    await sendFile(res, build.filePath, type, {
        'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(build.fileName)}`,
    });
}
async function serveScreenshot(res, core, key) {
    const type = imageTypes[(0,external_node_path_namespaceObject.extname)(key).toLowerCase()] ?? 'application/octet-stream';
    await sendFile(res, (0,external_node_path_namespaceObject.join)(core.paths.screenshots, key), type, {});
}
async function sendFile(res, path, contentType, headers) {
    const size = await (0,promises_namespaceObject.stat)(path).then((stats) => stats.size, () => undefined);
    if (size === undefined)
        throw new PageNotFound();
    res.writeHead(200, { ...headers, 'content-type': contentType, 'content-length': size });
    await (0,external_node_stream_promises_namespaceObject.pipeline)((0,external_node_fs_namespaceObject.createReadStream)(path), res);
}

;// CONCATENATED MODULE: external "node:timers/promises"
const external_node_timers_promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:timers/promises");
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
            (0,external_node_timers_promises_namespaceObject.setTimeout)(this.delays.parseMs, undefined, { signal }),
        ]);
        if (info === undefined) {
            entry.phase = 'failed';
            await (0,promises_namespaceObject.rm)(upload.filePath, { force: true });
            return;
        }
        entry.info = info;
        entry.phase = 'publishing';
        await (0,external_node_timers_promises_namespaceObject.setTimeout)(this.delays.publishMs, undefined, { signal });
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
            key: upload.key,
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
                await (0,promises_namespaceObject.rm)(outcome.upload.filePath, { force: true });
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
    const { key, platform, settings } = check.ticket;
    const partPath = (0,external_node_path_namespaceObject.join)(core.paths.builds, `${key}.${randomHex(4)}.part`);
    let fileSize = 0;
    stream.on('data', (chunk) => (fileSize += chunk.length));
    try {
        await (0,external_node_stream_promises_namespaceObject.pipeline)(stream, (0,external_node_fs_namespaceObject.createWriteStream)(partPath));
        const filePath = (0,external_node_path_namespaceObject.join)(core.paths.builds, key);
        await (0,promises_namespaceObject.rename)(partPath, filePath);
        const fileName = field('x-cos-meta-file-name') || `${key}.${fileExtensions[platform]}`;
        return { upload: { key, platform, filePath, fileName, fileSize, settings } };
    }
    catch {
        // The body was well-formed as far as it went: the failure is the sandbox's (disk), as a 500.
        await (0,promises_namespaceObject.rm)(partPath, { force: true });
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
    #secret = (0,external_node_crypto_namespaceObject.randomBytes)(32);
    #tickets = new Map();
    /** @param validitySeconds how long a signature is accepted after it was issued. */
    constructor(validitySeconds) {
        this.validitySeconds = validitySeconds;
    }
    /** Issues a ticket for a new key; `now` in ms since the epoch. */
    issue(platform, settings, now) {
        const key = randomHex(16);
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
        return (0,external_node_crypto_namespaceObject.createHmac)('sha1', this.#secret).update(`${key}\n${window}`).digest('hex');
    }
}

;// CONCATENATED MODULE: ./src/api/v1/names.ts
/**
 * The app record (api-v1 §2.2): one build, whose key 1.0 calls `appKey`. Its `userKey` is left
 * out: BuildRecord has no such field, and it is the account's secret (design.md §5).
 */
const APP_NAMES = {
    appKey: 'buildKey',
    appType: 'buildType',
    appIsFirst: 'buildIsFirst',
    appIsLastest: 'buildIsLastest',
    appFileSize: 'buildFileSize',
    appFileName: 'buildFileName',
    appName: 'buildName',
    appVersion: 'buildVersion',
    appVersionNo: 'buildVersionNo',
    appBuildVersion: 'buildBuildVersion',
    appIdentifier: 'buildIdentifier',
    appIcon: 'buildIcon',
    appDescription: 'buildDescription',
    appUpdateDescription: 'buildUpdateDescription',
    appScreenShots: 'buildScreenShots',
    appShortcutUrl: 'buildShortcutUrl',
    appQRCodeURL: 'buildQRCodeURL',
    appCreated: 'buildCreated',
    appUpdated: 'buildUpdated',
};
/** A historical version entry (api-v1 §2.3): a few fields of the app record. */
const HISTORICAL_NAMES = {
    appKey: APP_NAMES.appKey,
    appName: APP_NAMES.appName,
    appVersion: APP_NAMES.appVersion,
    appBuildVersion: APP_NAMES.appBuildVersion,
    appCreated: APP_NAMES.appCreated,
    appUpdated: APP_NAMES.appUpdated,
};
/**
 * The answer of app/view (api-v1 §4.4): the app record and its historical versions. The spec
 * does not name the list; `otherApps` is 2.0's name (api-v2 §2.2) and the sandbox's. The
 * feedback entries (api-v1 §2.4) have no field in BuildRecord and are dropped.
 */
const BUILD_NAMES = {
    ...APP_NAMES,
    otherApps: { to: 'otherApps', items: HISTORICAL_NAMES },
};
/** An app group (api-v1 §2.5); `apps` (userAppGroup/view only) holds app records. */
const APP_GROUP_NAMES = {
    userAppGroupName: 'appGroupName',
    userAppGroupKey: 'appGroupKey',
    userAppGroupShortcutURL: 'appGroupShortcutURL',
    userAppGroupDescription: 'appGroupDescription',
    userAppGroupCount: 'appGroupCount',
    userAppCreated: 'appCreated',
    apps: { to: 'apps', items: APP_NAMES },
};
/**
 * A feedback message (api-v1 §2.6). 1.0 spells `feedbackProcess` as 2.0 does. Its list does not
 * document a `feedbackKey`, yet feedback/view needs one: it is kept under 2.0's name when sent.
 */
const FEEDBACK_NAMES = {
    feedbackKey: 'feedbackKey',
    feedBackContent: 'feedbackContent',
    feedBackImages: 'feedbackImages',
    feedBackVoice: 'feedbackVoice',
    feedBackFrom: 'feedbackFrom',
    feedbackProcess: 'feedbackProcess',
    feedBackCreated: 'feedbackCreated',
    feedBackDeviceName: 'feedbackDeviceName',
    feedBackOSVersion: 'feedbackOSVersion',
    feedBackOSType: 'feedbackOSType',
    feedBackOSJailBroken: 'feedbackOSJailBroken',
    feedBackFreeRam: 'feedbackFreeRam',
    feedBackFreeSpace: 'feedbackFreeSpace',
    feedBackNetwork: 'feedbackNetwork',
    feedBackSDKVersion: 'feedbackSDKVersion',
    appType: 'buildType',
    appName: 'buildName',
};
/** A crash group (api-v1 §2.7). */
const CRASH_NAMES = {
    sdkCrashGroupId: 'crashId',
    sdkCrashGroupCount: 'crashCount',
    sdkCrashGroupTitle: 'crashTitle',
    sdkCrashGroupPattern: 'crashPattern',
    sdkCrashGroupDescribe: 'crashDescribe',
    sdkCrashGroupAppVersion: 'crashAppVersion',
    sdkCrashGroupProcess: 'crashProcess',
    sdkCrashGroupCreated: 'crashCreated',
    sdkCrashGroupLog: 'crashLog',
    sdkCrashGroupIsSymbolicated: 'crashIsSymbolicated',
    sdkCrashGroupIsReaded: 'crashIsReaded',
    sdkCrashGroupViewStatus: 'crashViewStatus',
    deviceAffectList: 'deviceAffectList',
};

;// CONCATENATED MODULE: ./src/api/v1/rename.ts
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** Renames one record; a `raw` that is not an object (such as the service's `[]`) gives `{}`. */
function rename(names, raw) {
    const renamed = {};
    if (!isRecord(raw))
        return renamed;
    for (const [from, to] of Object.entries(names)) {
        if (!Object.hasOwn(raw, from))
            continue;
        const value = raw[from];
        if (typeof to === 'string')
            renamed[to] = value;
        else
            renamed[to.to] = Array.isArray(value) ? value.map((item) => rename(to.items, item)) : value;
    }
    return renamed;
}
/**
 * Renames each record of a list answer, a bare array or `{ list, ... }`; the paging fields
 * (`currentPage`, `pageCount`, `count`) keep their names, which both versions share.
 */
function renameList(names, raw) {
    if (Array.isArray(raw))
        return raw.map((item) => rename(names, item));
    if (isRecord(raw) && Array.isArray(raw.list)) {
        return { ...raw, list: raw.list.map((item) => rename(names, item)) };
    }
    return raw;
}
/** The table the other way round, 2.0 -> 1.0 (the sandbox answers 1.0 from 2.0 records). */
function invert(names) {
    return Object.fromEntries(Object.entries(names).map(([from, to]) => typeof to === 'string' ? [to, from] : [to.to, { to: from, items: invert(to.items) }]));
}

;// CONCATENATED MODULE: ./src/sandbox/v1/answers.ts


const app = invert(APP_NAMES);
const record = (names) => (data) => rename(names, data);
const list = (names) => (data) => renameList(names, data);
/** The app record with the account's user key, which 2.0's records leave out (api-v1 §2.2). */
const withUserKey = (names) => (data, { core }) => ({ ...rename(names, data), userKey: core.userKey });
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
    appWithVersions: withUserKey(invert(BUILD_NAMES)),
    /** viewGroup: the app record without userKey (api-v1 §4.5). */
    appWithoutUserKey: record(app),
    /** listAll, builds, listMyPublished: a page of build entries (api-v1 §4.1, §4.7, §4.10). */
    apps: list(app),
    /** getAppKeyByShortcut: the fields of api-v1 §4.9 only. */
    shortcut: (data) => Object.fromEntries(Object.entries(rename(app, data)).filter(([name]) => shortcutFields.includes(name))),
    /** uploadScreenshot: the build's screenshot keys, comma-separated (api-v1 §4.8). */
    screenshotKeys: (data) => ({ keys: rename({ buildScreenShots: 'keys' }, data).keys }),
    groups: list(invert(APP_GROUP_NAMES)),
    group: record(invert(APP_GROUP_NAMES)),
    feedbackPage: list(invert(FEEDBACK_NAMES)),
    feedback: record(invert(FEEDBACK_NAMES)),
    crashes: list(invert(CRASH_NAMES)),
    crash: record(invert(CRASH_NAMES)),
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
    const dataDir = resolved.dataDir ?? (await (0,promises_namespaceObject.mkdtemp)((0,external_node_path_namespaceObject.join)((0,external_node_os_namespaceObject.tmpdir)(), 'pgyer-sandbox-')));
    const paths = await createDataPaths(dataDir);
    const server = (0,external_node_http_namespaceObject.createServer)();
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
            await (0,promises_namespaceObject.rm)(dataDir, { recursive: true, force: true });
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
        incoming: (0,external_node_path_namespaceObject.join)(dataDir, 'incoming'),
        builds: (0,external_node_path_namespaceObject.join)(dataDir, 'builds'),
        screenshots: (0,external_node_path_namespaceObject.join)(dataDir, 'screenshots'),
    };
    await Promise.all([paths.incoming, paths.builds, paths.screenshots].map((path) => (0,promises_namespaceObject.mkdir)(path, { recursive: true })));
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
        tickets: new UploadTickets(options.tokenValiditySeconds),
        faults,
        links: new Links(url),
        paths,
        apiKey: options.apiKey,
        userKey: options.userKey,
        pageSize: options.pageSize,
    };
}
/**
 * Records the request, applies an html fault, then routes: /apiv2, /apiv1, /storage, the pages.
 * Any other path answers HTTP 404 with the envelope code 1096, like an unknown operation.
 */
async function dispatch(req, res, core, requests) {
    const path = new URL(req.url ?? '/', 'http://sandbox').pathname;
    // A 1.0 operation keeps its prefix (apiv1/app/view), so faults and records tell the APIs apart.
    const v1Operation = path.startsWith(`/${v1Prefix}`) ? path.slice(1) : undefined;
    const operationPath = path.startsWith('/apiv2/') ? path.slice('/apiv2/'.length) : v1Operation;
    const page = operationPath === undefined && path !== '/storage' ? matchPage(path) : undefined;
    const operation = operationPath ?? (path === '/storage' ? 'storage' : (page?.page.operation ?? 'unknown'));
    requests.push({ method: req.method ?? 'GET', path, operation, at: Date.now() });
    const htmlFault = core.faults.take('html', operation);
    try {
        if (htmlFault !== undefined) {
            sendHtmlError(req, res, htmlFault.status);
        }
        else if (operationPath !== undefined) {
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


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 2203:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("stream");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 3106:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		id: moduleId,
/******/ 		loaded: false,
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Flag the module as loaded
/******/ 	module.loaded = true;
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/node module decorator */
/******/ (() => {
/******/ 	__nccwpck_require__.nmd = (module) => {
/******/ 		module.paths = [];
/******/ 		if (!module.children) module.children = [];
/******/ 		return module;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(7235);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
