/**
 * The OpenSSL configuration the test CA runs `req` and `ca` with, its database in `workDir` (a
 * private temp folder per certificate, so no state is shared between calls).
 *
 * OpenSSL 3.0 does not know ИНН ЮЛ (1.2.643.100.4), so it is declared here, and the string table
 * makes it and ОГРНИП NumericString, as accredited CAs write them (OpenSSL already does so for ИНН,
 * ОГРН and СНИЛС). `-preserveDN` with a policy that needs only CN keeps the subject in the order and
 * the types the request has.
 */
export function testCaConfig(workDir: string): string {
  return `openssl_conf = init
[ init ]
oid_section = oids
stbl_section = string_types
[ oids ]
INNLE = 1.2.643.100.4
[ string_types ]
INNLE = min:10,max:12,mask:NUMERICSTRING,flags:nomask
OGRNIP = min:15,max:15,mask:NUMERICSTRING,flags:nomask
[ req ]
distinguished_name = request_name
string_mask = utf8only
utf8 = yes
prompt = no
[ request_name ]
CN = unused
[ ca ]
default_ca = test_ca
[ test_ca ]
database = ${workDir}/index.txt
new_certs_dir = ${workDir}
serial = ${workDir}/serial
policy = policy_cn
unique_subject = no
email_in_dn = no
copy_extensions = none
[ policy_cn ]
commonName = supplied
[ root_extensions ]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign,digitalSignature
subjectKeyIdentifier = hash
[ signer_extensions ]
basicConstraints = critical,CA:FALSE
keyUsage = critical,digitalSignature,nonRepudiation,keyEncipherment
extendedKeyUsage = clientAuth
certificatePolicies = 1.2.643.100.113.1
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
`;
}
