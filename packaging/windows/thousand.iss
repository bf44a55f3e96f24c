; Inno Setup 6 script for Thousand (Windows installer).
; Built by CI after `python packaging/build.py windows` (PyInstaller one-folder in dist\thousand):
;   ISCC /DAppVersion=<version> /DSourceDir=dist\thousand /DOutputDir=dist /DSetupIcon=...\thousand.ico packaging\windows\thousand.iss
; The file is UTF-8 with a byte-order mark (Inno Setup needs it for the non-ASCII names below).

; AppVersion has no default: build.py passes the one in thousand_qt/__init__.py, and a setup
; named after a made-up version is worse than none.
#ifndef AppVersion
  #error AppVersion is not defined: build with python packaging/build.py windows
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\thousand"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
AppId={{6F1D2C9E-3B7A-4E52-9A1C-1000C0DE1000}
AppName=Thousand
AppVersion={#AppVersion}
AppVerName=Thousand {#AppVersion}
AppPublisher=The Thousand project contributors
DefaultDirName={autopf}\Thousand
DefaultGroupName=Thousand
DisableProgramGroupPage=yes
UninstallDisplayName=Thousand
UninstallDisplayIcon={app}\thousand.exe
OutputDir={#OutputDir}
OutputBaseFilename=thousand-{#AppVersion}-windows-setup
#ifdef SetupIcon
SetupIconFile={#SetupIcon}
#endif
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; per-user install without administrator rights is offered too
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "pl"; MessagesFile: "compiler:Languages\Polish.isl"
Name: "uk"; MessagesFile: "compiler:Languages\Ukrainian.isl"

[CustomMessages]
en.AppTitle=Thousand
ru.AppTitle=Тысяча
pl.AppTitle=Tysiąc
uk.AppTitle=Тисяча
en.AppComment=The card game 1000
ru.AppComment=Карточная игра «Тысяча»
pl.AppComment=Gra karciana Tysiąc
uk.AppComment=Карткова гра «Тисяча»

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{cm:AppTitle}"; Filename: "{app}\thousand.exe"; Comment: "{cm:AppComment}"
Name: "{group}\{cm:UninstallProgram,{cm:AppTitle}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{cm:AppTitle}"; Filename: "{app}\thousand.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\thousand.exe"; Description: "{cm:LaunchProgram,{cm:AppTitle}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
Type: filesandordirs; Name: "{app}\_internal"
